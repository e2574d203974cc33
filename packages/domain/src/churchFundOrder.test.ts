import { inChurchFundOrder } from './churchFundOrder';

it('orders funds by their place in the church, then by the order they were added', () => {
  const funds = [
    { name: 'Missions', position: 2, fundId: 7 },
    { name: 'Building', position: 1, fundId: 9 },
    { name: 'General', position: 2, fundId: 3 },
  ];
  expect([...funds].sort(inChurchFundOrder).map((fund) => fund.name)).toEqual([
    'Building',
    'General',
    'Missions',
  ]);
});
