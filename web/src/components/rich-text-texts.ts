import { addScreenTexts, type SameKeys } from '../i18n/screen-texts';

/** The rich-text editor's toolbar and link editor (loaded with the editor's own chunk). */
const en = {
  richText: {
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    unlink: 'Remove link',
    linkAddress: 'Link address',
    linkSave: 'Save link',
    undo: 'Undo',
    redo: 'Redo',
    formatting: 'Formatting of {{field}}',
    asHtml: 'This text holds what the editor cannot keep ({{what}}), so it is edited here as HTML: nothing of it is lost.',
  },
};

const nl: SameKeys<typeof en> = {
  richText: {
    bold: 'Vet',
    italic: 'Cursief',
    bulletList: 'Opsomming',
    orderedList: 'Genummerde lijst',
    link: 'Link',
    unlink: 'Link verwijderen',
    linkAddress: 'Adres van de link',
    linkSave: 'Link opslaan',
    undo: 'Ongedaan maken',
    redo: 'Opnieuw',
    formatting: 'Opmaak van {{field}}',
    asHtml: 'Deze tekst bevat wat de editor niet kan bewaren ({{what}}); daarom wordt hij hier als HTML bewerkt: er gaat niets van verloren.',
  },
};

const fr: SameKeys<typeof en> = {
  richText: {
    bold: 'Gras',
    italic: 'Italique',
    bulletList: 'Liste à puces',
    orderedList: 'Liste numérotée',
    link: 'Lien',
    unlink: 'Supprimer le lien',
    linkAddress: 'Adresse du lien',
    linkSave: 'Enregistrer le lien',
    undo: 'Annuler',
    redo: 'Rétablir',
    formatting: 'Mise en forme de {{field}}',
    asHtml: "Ce texte contient ce que l'éditeur ne peut garder ({{what}}) ; il est donc modifié ici en HTML : rien ne s'en perd.",
  },
};

addScreenTexts({ nl, fr, en });
