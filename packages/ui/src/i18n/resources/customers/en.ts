/**
 * English texts of the `customers` namespace: the Partner area's customer, customer-user and change-password
 * screens, loaded with the area. The reference key set: `pt` and `es` must have exactly these keys.
 */
export const customersEn = {
  customers: {
    listTitle: 'Customers',
    newTitle: 'New customer',
    editTitle: 'Customer',
    new: 'New customer',
    code: 'Code',
    name: 'Name',
    taxId: 'Tax id (CNPJ)',
    taxIdHint:
      'Optional: 00.000.000/0000-00 (letters allowed). Left blank, it is stored as twelve zeros, meaning not given.',
    codeLocked: 'The code cannot be changed.',
    options: 'Options',
    linkedProduct: 'Linked product',
    exclusive: 'Exclusive customer',
    singleReading: 'Single reading',
    singleReadingHint: 'Each tag is meant to be read once; a second reading shows the message below.',
    messagesLegend: 'Message on a second reading',
    messagesHint: 'Fill in at least one language; readers see the one of their language.',
    message: {
      pt: 'Message in Portuguese',
      en: 'Message in English',
      es: 'Message in Spanish',
    },
    edit: 'Edit {{name}}',
    users: 'Users of {{name}}',
    app: 'App of {{name}}',
    saved: 'Customer data saved.',
    removed: 'Customer removed.',
    confirmDeleteTitle: 'Delete customer?',
    confirmDeleteMessage: 'Customer {{name}} will be removed. This cannot be undone.',
  },
  customerUsers: {
    listTitle: 'Customer users',
    listTitleOf: 'Users of {{name}}',
    backToCustomer: 'Back to the customer',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    newHint: 'At least {{min}} characters.',
    confirmation: 'Confirm the new password',
    save: 'Change password',
    signOutNote: 'After the change you sign in again with the new password.',
  },
};
