import { fundPartsText } from './fundPartsText';

it("names each fund with its part, in the order given, as the donor's language writes money", () => {
  const parts = [
    { name: 'Missions', amount: 5000 },
    { name: 'Building Fund', amount: 2550 },
  ];
  expect(fundPartsText(parts, 'USD', 'en-US')).toBe('Missions $50.00 · Building Fund $25.50');
  expect(fundPartsText(parts, 'EUR', 'es-ES')).toBe('Missions 50,00\u00a0€ · Building Fund 25,50\u00a0€');
});
