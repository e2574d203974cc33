export const HALO_GIVE_TAG = 'halo-give';
