/** Spanish texts of the `customers` namespace (the keys of `customersEn`). */
import type { Texts } from '../../texts';
import type { customersEn } from './en';

export const customersEs: Texts<typeof customersEn> = {
  customers: {
    listTitle: 'Clientes',
    newTitle: 'Nuevo cliente',
    editTitle: 'Cliente',
    new: 'Nuevo cliente',
    code: 'Código',
    name: 'Nombre',
    taxId: 'Identificación fiscal (CNPJ)',
    taxIdHint:
      'Opcional: 00.000.000/0000-00 (admite letras). En blanco, se guarda como doce ceros, es decir, no informado.',
    codeLocked: 'El código no se puede cambiar.',
    options: 'Opciones',
    linkedProduct: 'Producto vinculado',
    exclusive: 'Cliente exclusivo',
    singleReading: 'Lectura única',
    singleReadingHint: 'Cada etiqueta debe leerse una vez; una segunda lectura muestra el mensaje de abajo.',
    messagesLegend: 'Mensaje en la segunda lectura',
    messagesHint: 'Complete al menos un idioma; quien lee ve el de su idioma.',
    message: {
      pt: 'Mensaje en portugués',
      en: 'Mensaje en inglés',
      es: 'Mensaje en español',
    },
    edit: 'Editar {{name}}',
    users: 'Usuarios de {{name}}',
    app: 'Aplicación de {{name}}',
    saved: 'Datos del cliente guardados.',
    removed: 'Cliente eliminado.',
    confirmDeleteTitle: '¿Eliminar cliente?',
    confirmDeleteMessage: 'El cliente {{name}} será eliminado. Esto no se puede deshacer.',
  },
  customerUsers: {
    listTitle: 'Usuarios del cliente',
    listTitleOf: 'Usuarios de {{name}}',
    backToCustomer: 'Volver al cliente',
  },
  password: {
    title: 'Cambiar contraseña',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    newHint: 'Al menos {{min}} caracteres.',
    confirmation: 'Confirme la nueva contraseña',
    save: 'Cambiar contraseña',
    signOutNote: 'Después del cambio, vuelve a ingresar con la nueva contraseña.',
  },
};
