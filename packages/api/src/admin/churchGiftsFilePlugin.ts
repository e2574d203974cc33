// The console's gifts file (adminGiftsExport's link) is served by GET /api/reports/:token with the
// other report files; the reports sit below the features, so the console hands them its builder here.
import fp from 'fastify-plugin';
import { sendChurchGifts } from './churchGiftsDownload';

export default fp(
  async (app) => {
    app.reports.churchGiftsFile = sendChurchGifts;
  },
  { name: 'church-gifts-file', dependencies: ['reports'] },
);
