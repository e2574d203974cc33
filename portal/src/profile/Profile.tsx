// The profile index view: /profile resolves to it (spec §2).
import { ProfileScreen } from './ProfileScreen';

export default ProfileScreen;
