// The console's giving report files (adminGivingReportExport's links) are served by
// GET /api/reports/:token with the other report files; the reports sit below the features, so the
// console hands them its builder here, like the donor lists (../donorLists/donorListsFilePlugin.ts).
import fp from 'fastify-plugin';
import { sendGivingReport } from './givingReportsDownload';

export default fp(
  async (app) => {
    app.reports.givingReportFile = sendGivingReport;
  },
  { name: 'giving-report-file', dependencies: ['reports'] },
);
