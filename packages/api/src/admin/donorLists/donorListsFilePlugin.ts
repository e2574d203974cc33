// The console's donor list files (adminDonorListExport's links) are served by GET /api/reports/:token
// with the other report files; the reports sit below the features, so the console hands them its
// builder here, like the gifts file (../churchGiftsFilePlugin.ts).
import fp from 'fastify-plugin';
import { sendDonorList } from './donorListsDownload';

export default fp(
  async (app) => {
    app.reports.donorListFile = sendDonorList;
  },
  { name: 'donor-list-file', dependencies: ['reports'] },
);
