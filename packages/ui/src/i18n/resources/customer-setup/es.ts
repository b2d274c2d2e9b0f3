/** Spanish texts of the `customerSetup` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { customerSetupEn } from './en';

export const customerSetupEs: Texts<typeof customerSetupEn> = {
  myApp: {
    title: 'Mi aplicación',
    intro:
      'Lo que sus clientes ven en la aplicación y en la página de la etiqueta: el nombre, cómo se leen las etiquetas y dónde encontrar ayuda.',
    name: 'Nombre de la aplicación',
    readingLegend: 'Lectura',
    nfcEnabled: 'Lectura NFC',
    qrCodeEnabled: 'Lectura de código QR',
    locationRequired: 'Ubicación obligatoria',
    flagsLockedHint: 'Las opciones se pueden cambiar una vez guardada la aplicación.',
    contactLegend: 'Contacto por WhatsApp',
    whatsappNumber: 'Número de WhatsApp',
    whatsappNumberHint: 'Con código de país y de área, como +55 11 91234-5678',
    whatsappMessage: 'Primer mensaje',
  },
  salesPoints: {
    listTitle: 'Puntos de venta',
    newTitle: 'Nuevo punto de venta',
    editTitle: 'Punto de venta',
    new: 'Nuevo punto de venta',
    intro: 'Cada punto de venta entra en el área de punto de venta para canjear códigos de premio.',
    login: 'Usuario',
    name: 'Nombre',
    email: 'Correo electrónico',
    edit: 'Editar {{login}}',
    lockedHint: 'No se puede cambiar una vez guardado el punto de venta.',
    reset: 'Restablecer contraseña',
    resetOf: 'Restablecer la contraseña de {{login}}',
    resetTitle: '¿Restablecer la contraseña?',
    resetMessage:
      '{{login}} recibe una nueva contraseña temporal. La contraseña actual deja de funcionar y se cierran todas las sesiones abiertas de este punto de venta.',
    resetConfirm: 'Restablecer',
  },
  devices: {
    listTitle: 'Dispositivos',
    intro:
      'Los teléfonos y navegadores que leyeron sus etiquetas. Indique quién es el propietario o bloquee uno en el que ya no confía.',
    model: 'Modelo / nombre',
    deviceId: 'Id del dispositivo',
    owner: 'Propietario',
    status: 'Estado',
    active: 'Activo',
    blocked: 'Bloqueado',
    unknownModel: 'Modelo desconocido',
    edit: 'Editar dispositivo {{name}}',
    new: 'Nuevo dispositivo',
    newTitle: 'Nuevo dispositivo',
    editTitle: 'Dispositivo',
    readOnlyHint: 'Informado por el dispositivo; no se puede cambiar.',
    ownerHint: 'Quién usa este dispositivo, como un empleado o una tienda.',
    activeLabel: 'Activo (no bloqueado)',
    activeHint:
      'Un dispositivo bloqueado aún abre las páginas de las etiquetas, como cualquier visitante; cuenta como bloqueado en el panel y queda fuera de las promociones.',
    saved: 'Dispositivo guardado.',
  },
};
