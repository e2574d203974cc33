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
  textGiving: {
    title: 'Give by text',
    intro:
      'Verify your mobile phone to give in one reply: text an amount such as GIVE 50 to {{number}}, then reply YES to give it with your primary card.',
    loadFailed: 'Giving by text could not be loaded.',
    failed: 'Something went wrong, please try again.',
    phone: 'Mobile phone',
    phoneHint: 'A US number such as (312) 555-0123, or + and the country code. We text it a 6-digit code.',
    phoneInvalid: 'Enter a mobile phone number, e.g. (312) 555-0123 or +44 20 7946 0958.',
    sendCode: 'Send code',
    code: 'Code',
    codeHint: 'The 6-digit code we texted to {{phone}}. It expires in 10 minutes.',
    codeInvalid: 'Enter the 6-digit code we texted you.',
    verify: 'Verify phone',
    codeSent: 'We texted a code to {{phone}}.',
    verifiedNow: '{{phone}} is verified: text an amount to give in one reply.',
    verified: 'Verified',
    notVerified: 'Not verified',
    verifiedUntil: 'until {{date}}.',
    remove: 'Remove phone',
    removed: 'Your phone was removed. Texts from it get a link to give.',
  },
};

/** English; the Spanish is `profileMessages.es.ts`, fetched with the catalogue this is part of. */
export const profileMessagesEn: ProfileMessagesText = en;

export type ProfileMessagesText = typeof en;
