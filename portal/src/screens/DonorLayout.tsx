// The exposed module `./DonorLayout`; the layout lives in src/layout/.
export { default, isCurrentSection } from '../layout/DonorLayout';
