// Namespace `giving-authentication`: what the form says when the bank's authentication at Give Now
// did not pass, in English and Spanish (the form's Spanish says tú). It comes with the payment step's
// lazy chunk. The test challenge's own words are halo_shared's, one set wherever a bank asks.
export const AUTHENTICATION_NAMESPACE = 'giving-authentication';

export const authenticationMessagesEn = {
  failed:
    'Your bank’s authentication was not completed, so nothing was charged. You can try again or use another card.',
};

export const authenticationMessagesEs: typeof authenticationMessagesEn = {
  failed:
    'La autenticación de tu banco no se completó, así que no se cobró nada. Puedes intentarlo de nuevo o usar otra tarjeta.',
};
