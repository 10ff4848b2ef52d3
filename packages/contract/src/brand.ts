/** Brand and layout constants named by the specification. */
export const brand = {
  name: 'JetSweat',
  colours: { lightGreen: '#9ac8b9', darkGreen: '#1F3830', orange: '#EE8373', skipped: '#8a9bb0' },
  modal: {
    defaultColour: '#9ac8b9',
    overlayZIndex: 10000,
    signupModalWidth: '35%',
    keyScrollPx: 20,
  },
  breakpoints: { mobileMenuPx: 800, campusTitlePx: 625 },
} as const;

/** Studio id whose sign-up label is 'Start Free'. */
export const START_FREE_STUDIO_ID = 466;
/** Studio whose sign-up label is 'Sign Up'. */
export const SIGN_UP_LABEL_STUDIO = 'brookspilates';
/** Class-only package: a purchase of single classes, not a full subscription. */
export const CLASS_ONLY_PACKAGE_ID = 'jetsweat_class';
