// Namespace `giving-authentication`: the words of the bank's authentication at Give Now, in English
// and Spanish (the form's Spanish says tú). They come with the payment step's lazy chunk. The test
// challenge has the title and buttons of the confirm page's ("Confirm your gift"), so a donor meets
// one test authentication wherever it asks.
export const AUTHENTICATION_NAMESPACE = 'giving-authentication';

export const authenticationMessagesEn = {
  test: {
    title: 'Test authentication — no bank is contacted',
    text: 'This church gives in test mode: no bank is asked and no money moves. Your bank would now ask you to confirm this gift. Choose how this test authentication ends.',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
  },
  failed:
    'Your bank’s authentication was not completed, so nothing was charged. You can try again or use another card.',
};

export const authenticationMessagesEs: typeof authenticationMessagesEn = {
  test: {
    title: 'Autenticación de prueba: no se contacta a ningún banco',
    text: 'Esta iglesia recibe donaciones en modo de prueba: no se consulta a ningún banco y no se mueve dinero. Tu banco te pediría ahora confirmar esta donación. Elige cómo termina esta autenticación de prueba.',
    complete: 'Completar la autenticación',
    fail: 'Hacer fallar la autenticación',
  },
  failed:
    'La autenticación de tu banco no se completó, así que no se cobró nada. Puedes intentarlo de nuevo o usar otra tarjeta.',
};
