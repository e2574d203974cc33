// The profile index view: /profile resolves to it (spec §2).
import { ProfileScreen } from '../selfService/ProfileScreen';

export default ProfileScreen;
