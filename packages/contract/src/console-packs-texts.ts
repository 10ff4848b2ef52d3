/** The studio console's pack editor and pack sales (issue 54, item 1). Without zod. */

export const PACK_SALES_PAGE_SIZE = 50;

export const consolePacksTexts = {
  packNotFound: 'There is no such class pack at this studio.',
  pageInvalid: 'The page must be a whole number from 1.',
  nothingToChange: 'Nothing to change.',
  addPack: 'Add a class pack',
  editPack: 'Edit',
  save: 'Save pack',
  cancel: 'Cancel',
  saved: 'Pack saved.',
  noPacks: 'No class packs yet. Add one to sell classes in bundles.',
  nameLabel: 'Name',
  creditsLabel: 'Classes',
  priceLabel: 'Price (USD)',
  validLabel: 'Valid for (days)',
  introLabel: 'Intro offer (new customers only, once)',
  onSaleLabel: 'On sale',
  offSale: 'Off sale',
  salesTitle: 'Pack sales',
  noSales: 'No packs sold yet.',
  refunded: 'Refunded',
  refund: 'Refund',
  refundQuestion: (name: string, dollars: string, classes: string) =>
    `Refund ${dollars} to ${name} for ${classes} not used? The unused classes are voided at once; classes already booked keep their seats.`,
  refundDone: (dollars: string) => `Refunded ${dollars}.`,
  refundOwed: (dollars: string) =>
    `Refund of ${dollars} recorded: the card is credited as soon as the payment service answers.`,
  refundedOf: (dollars: string, voided: number) =>
    `Refunded ${dollars}, ${voided} ${voided === 1 ? 'class' : 'classes'} voided`,
  purchaseNotFound: 'There is no such pack sale at this studio.',
  nothingLeftToRefund: 'Every class of this pack has been used, so there is nothing to refund.',
  purchaseNotPaid: 'This pack was never paid, so there is nothing to refund.',
  buyer: 'Buyer',
  pack: 'Pack',
  paid: 'Paid',
  amount: 'Amount',
  left: 'Classes left',
  expires: 'Expires',
  previous: 'Newer',
  next: 'Older',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
