/**
 * English texts of the `prizeWithdrawal` namespace: the prize-code box, the withdrawal form (customer area and point
 * of sale) and the point of sale's winners, loaded with the areas that show them. The reference key set: `pt` and
 * `es` must have exactly these keys. `prizeMessages.*` holds the spec's message keys for prize codes (spec B §8), and
 * TOO_MANY_CODE_ATTEMPTS (issue 24 §2: too many codes not found, wait a minute).
 */
export const prizeWithdrawalEn = {
  prizeCode: {
    label: 'Prize code',
    hint: 'The code the winner received, such as HX4K9R2TMW7PQ.',
    search: 'Look up',
    searching: 'Looking up the code…',
    dialogTitle: 'Prize already withdrawn',
    withdrawnAt: 'Withdrawn on',
    name: 'Name',
    cpf: 'CPF',
    birthDate: 'Birth date',
    address: 'Address',
    close: 'Close',
    withdrawnElsewhere: 'Withdrawn at another counter: who took it is kept there.',
  },
  prizeForm: {
    title: 'Prize withdrawal',
    intro: 'Fill in the details of the person taking the prize.',
    code: 'Prize code',
    name: 'Full name',
    cpf: 'CPF',
    cpfHint: '11 digits, such as 111.444.777-35.',
    address: 'Address',
    birthDate: 'Birth date',
    withdraw: 'Withdraw prize',
    withdrawing: 'Withdrawing…',
    back: 'Back',
  },
  posWinners: {
    title: 'Prize withdrawal',
    intro: 'Type the code the winner shows to withdraw a prize. Below, the prizes withdrawn at this point of sale.',
    listTitle: 'Winners',
    name: 'Name',
    cpf: 'CPF',
    withdrawnAt: 'Withdrawn on',
    code: 'Code',
    prize: 'Prize',
    notWithdrawn: 'Not withdrawn',
  },
  prizeMessages: {
    CODE_NOT_FOUND: 'Code not found.',
    LOADING_CODE_ERROR: 'Error loading the code. Try again.',
    TOO_MANY_CODE_ATTEMPTS: 'Too many codes not found. Wait a minute and try again.',
    PROMOTION_ALREADY_WITHDRAW: 'This prize has already been withdrawn.',
    CODE_SUCCESSFULLY_WITHDRAW: 'Prize withdrawn successfully.',
    CODE_WITHDRAW_ERROR: 'The prize could not be withdrawn.',
    BIRTH_DATE_NOT_BEFORE_TODAY: 'The birth date must be before today.',
  },
};
