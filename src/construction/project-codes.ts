import type { CodeNames } from '../reference/translations.js';

/** Project Status: 0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out (names in 1 NL … 6 CA). */
export const PROJECT_STATUS_NAMES: Readonly<Record<number, CodeNames>> = {
  0: { 1: 'In voorbereiding', 2: 'En préparation', 3: 'In preparation', 4: 'In Vorbereitung', 5: 'En preparación', 6: 'En preparació' },
  1: { 1: 'Te koop', 2: 'En vente', 3: 'For sale', 4: 'Zu verkaufen', 5: 'En venta', 6: 'En venda' },
  2: { 1: 'In aanbouw', 2: 'En construction', 3: 'Under construction', 4: 'Im Bau', 5: 'En construcción', 6: 'En construcció' },
  3: { 1: 'Opgeleverd', 2: 'Livré', 3: 'Delivered', 4: 'Fertiggestellt', 5: 'Entregado', 6: 'Lliurat' },
  4: { 1: 'Uitverkocht', 2: 'Tout vendu', 3: 'Sold out', 4: 'Ausverkauft', 5: 'Agotado', 6: 'Esgotat' },
};
