// Module `halo_shared/live`: live updates over the Pusher Channels protocol (docs/PRODUCT.md §4).
export {
  connectionOptions,
  createLiveUpdates,
  privateChannelName,
  type ListenOptions,
  type LiveChannel,
  type LiveClient,
  type LiveClientConstructor,
  type LiveHandler,
  type LiveUpdates,
  type LiveUpdatesConfig,
} from './live/liveUpdates';
export {
  donorLiveUpdates,
  shareLiveUpdates,
  subscribeDonorEvents,
  type ContributionEvent,
  type DonorEvent,
  type RecurringChangedEvent,
  type SharedLiveUpdates,
} from './live/donorEvents';
export { subscribeCampaignTotals } from './live/campaignTotals';
