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
  },
  devices: {
    listTitle: 'Dispositivos',
  },
};
