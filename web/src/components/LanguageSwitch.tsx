import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, isLanguage } from '../i18n';

/** NL / FR / EN: the interface language, remembered on this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('shell.language')}
      value={i18n.language}
      onChange={(value) => isLanguage(value) && setLanguage(value)}
      data={LANGUAGES.map((language) => ({ value: language, label: <span lang={language} title={t(`languages.${language}`)}>{language.toUpperCase()}</span> }))}
    />
  );
}
