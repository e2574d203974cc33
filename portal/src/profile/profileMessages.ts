// The profile screens' strings: the profile (`profile`) and its edit form (`profileEdit`). Part of the
// `portalSelfService` catalogue (self-service-parts/selfServiceMessages.ts).
const en = {
  profile: {
    title: 'Profile',
    loadFailed: 'Your profile could not be loaded.',
    name: 'Name',
    email: 'Email',
    image: 'Profile image',
    imageAlt: 'Profile image of {{name}}',
    noImage: 'No profile image',
    status: 'Account',
    verified: 'Verified account',
    unverified: 'Not verified',
    verify: 'Verify your email address',
    edit: 'Edit profile',
    notSet: 'Not set',
    pendingEmail:
      'We sent a confirmation link to {{pending}}. Until you open it, you keep signing in with {{email}}.',
  },
  profileEdit: {
    title: 'Edit profile',
    intro: 'Change your name, picture, email or password.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    image: 'Profile image',
    imageHint: 'JPEG or PNG, at most 1MB, smaller than 4096x4096 pixels.',
    chooseImage: 'Choose image',
    removeImage: 'Remove image',
    undoRemove: 'Keep current image',
    imageRemoved: 'The image will be removed when you save.',
    newImage: 'New image: {{name}}. It is uploaded when you save.',
    currentImageAlt: 'Current profile image',
    newImageAlt: 'New profile image preview',
    imageUnreadable: 'This file could not be read as an image.',
    imageUploadFailed:
      'The image could not be uploaded. Your other changes were not saved; please try again.',
    passwordSection: 'Change password',
    passwordHint: 'Leave both blank to keep your current password.',
    password: 'New password',
    passwordConfirmation: 'Confirm new password',
    currentPasswordSection: 'Confirm it is you',
    currentPassword: 'Current password',
    currentPasswordHint: 'Needed only to change your email or password.',
    save: 'Save profile',
    cancel: 'Cancel',
    errorSummary: 'Please correct the highlighted fields.',
  },
};

/** English; the Spanish is `profileMessages.es.ts`, fetched with the catalogue this is part of. */
export const profileMessagesEn: ProfileMessagesText = en;

export type ProfileMessagesText = typeof en;
