import { Fieldset, Grid, Loader, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listBuildings, listProjects } from '../../api/projects';
import { AnchorLink } from '../../components/links';
import type { Json } from './model';

const NONE = 'none';
/** The most projects one page of the API gives: the choice lists them all for an agency of up to that many. */
const PROJECT_LIMIT = 200;

export interface UnitLinkProps {
  readonly projectId: Json | undefined;
  readonly buildingId: Json | undefined;
  readonly errors: Readonly<Record<string, string>>;
  readonly readOnly: boolean;
  /** Sets the project and the building together (another project's building never stays). */
  onChange(projectId: number | null, buildingId: number | null): void;
}

/** The listing as a unit: a project of the agency and one of that project's buildings, or neither. */
export function UnitLink({ projectId, buildingId, errors, readOnly, onChange }: UnitLinkProps) {
  const { t } = useTranslation();
  const project = typeof projectId === 'number' ? projectId : null;
  const building = typeof buildingId === 'number' ? buildingId : null;
  const projects = useQuery({ queryKey: ['projects', 'list', 'choice'], queryFn: () => listProjects({ limit: PROJECT_LIMIT }), staleTime: 60_000 });
  const buildings = useQuery({ queryKey: ['projects', project, 'buildings'], queryFn: () => listBuildings(project!), enabled: project !== null });

  const projectOptions = [{ value: NONE, label: t('unitLink.noProject') }, ...(projects.data?.items ?? []).map((p) => ({ value: String(p.id), label: [p.name || `#${p.id}`, p.reference].filter(Boolean).join(' · ') }))];
  // Until the lists arrive the chosen project or building reads "Loading…" (not a bare number).
  if (project !== null && !projectOptions.some((option) => option.value === String(project))) projectOptions.push({ value: String(project), label: projects.isPending ? t('common.loading') : `#${project}` });
  const buildingOptions = [{ value: NONE, label: t('unitLink.noBuilding') }, ...(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.name || `#${b.id}` }))];
  if (building !== null && !buildingOptions.some((option) => option.value === String(building))) buildingOptions.push({ value: String(building), label: buildings.isPending ? t('common.loading') : `#${building}` });

  return (
    <Fieldset legend={t('unitLink.legend')} h="100%">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('unitLink.project')}
            data={projectOptions}
            value={project === null ? NONE : String(project)}
            onChange={(next) => onChange(next === null || next === NONE ? null : Number(next), null)}
            allowDeselect={false}
            searchable={!readOnly}
            readOnly={readOnly}
            placeholder={readOnly ? undefined : t('unitLink.search')}
            nothingFoundMessage={t('unitLink.noMatch')}
            error={errors['projectId'] ?? (projects.isError ? t('unitLink.unavailable') : undefined)}
            rightSection={projects.isPending ? <Loader size="xs" aria-label={t('common.loading')} /> : undefined}
            maxDropdownHeight={320}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('unitLink.building')}
            data={buildingOptions}
            value={building === null ? NONE : String(building)}
            onChange={(next) => onChange(project, next === null || next === NONE ? null : Number(next))}
            allowDeselect={false}
            readOnly={readOnly}
            disabled={project === null && !readOnly}
            description={project === null && !readOnly ? t('unitLink.chooseProjectFirst') : undefined}
            error={errors['buildingId']}
            rightSection={project !== null && buildings.isPending ? <Loader size="xs" aria-label={t('common.loading')} /> : undefined}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Text size="xs" c="dimmed">
            {t('unitLink.hint')}{' '}
            {project !== null ? (
              <AnchorLink to="/projects/$projectId" params={{ projectId: String(project) }} size="xs">
                {t('unitLink.openProject')}
              </AnchorLink>
            ) : null}
          </Text>
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
