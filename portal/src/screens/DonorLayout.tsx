// The exposed module `./DonorLayout`; the layout lives in src/layout/ (issue 6).
export { default, isCurrentSection } from '../layout/DonorLayout';
