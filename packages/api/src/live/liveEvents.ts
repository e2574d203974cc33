// The live-update contract with the portal (event names, payloads, the donor's channel) lives in
// @halo/domain (contracts/donorLiveEvents.ts), which both sides import; what only the server checks
// about channels is here.

/** Pusher's channel name rule: at most 164 characters of `A-Za-z0-9_-=@,.;`. */
export function isValidChannelName(name: string): boolean {
  return name.length <= 164 && /^[A-Za-z0-9_\-=@,.;]+$/.test(name);
}
