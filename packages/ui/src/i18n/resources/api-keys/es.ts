/** Spanish texts of the `apiKeys` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { apiKeysEn } from './en';

export const apiKeysEs: Texts<typeof apiKeysEn> = {
  apiKeys: {
    title: 'Claves de API',
    intro:
      'Sus sistemas leen las lecturas de sus etiquetas como eventos GS1 EPCIS 2.0 con una de estas claves: envíela como "Authorization: Bearer <clave>" a {{url}}. Una clave lee solo sus lecturas, y nada más.',
    keys: 'Sus claves',
    none: 'Todavía no hay ninguna clave.',
    name: 'Nombre',
    nameHint: 'Para qué sirve la clave, como el sistema que la usa.',
    create: 'Crear clave',
    createFailed: 'No se pudo crear la clave. Inténtelo de nuevo.',
    loadFailed: 'No se pudieron cargar las claves.',
    startsWith: 'Empieza por {{start}}',
    createdOn: 'Creada el {{date}}',
    lastUsedOn: 'Último uso el {{date}}',
    neverUsed: 'Nunca usada',
    revokedOn: 'Revocada el {{date}}',
    revoked: 'Revocada',
    revoke: 'Revocar',
    revokeKey: 'Revocar la clave {{name}}',
    revokeTitle: '¿Revocar esta clave?',
    revokeMessage:
      'Los sistemas que usan la clave "{{name}}" serán rechazados a partir de ahora. No se puede deshacer: cree una clave nueva para volver a darles acceso.',
    revokedDone: 'Clave revocada.',
    revokeFailed: 'No se pudo revocar la clave. Inténtelo de nuevo.',
    limitReached: 'Tiene {{max}} claves en uso, el máximo permitido. Revoque una para crear otra.',
    keyTitle: 'Su nueva clave de API',
    keyIntro: 'La clave "{{name}}" lee sus lecturas como eventos EPCIS. Guárdela donde su sistema la lee.',
    keyOnce:
      'Cópiela ahora: no se volverá a mostrar. Solo guardamos una huella de ella. Si se pierde, revóquela y cree otra.',
    keyLabel: 'Clave de API',
    copy: 'Copiar',
    copyKey: 'Copiar la clave de API',
    copied: 'Clave copiada.',
    copyFailed: 'No se pudo copiar. La clave está seleccionada: cópiela con Ctrl+C (⌘C en un Mac).',
    keySaved: 'Ya la guardé',
  },
};
