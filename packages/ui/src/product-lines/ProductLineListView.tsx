/**
 * Customer › Product lines (spec B §2 "/linhasproduto": description, relevance): the code beside them, as categories
 * name their lines by code, and the colour as a swatch with its hex; the columns sort on a click; New product line; every list's CSV export.
 */
import { useMemo } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ProductLinePortToken, type ProductLinePort, type ProductLineRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { productLinePaths } from './product-line.paths';

const useStyles = makeStyles({
  colour: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  swatch: {
    flexShrink: 0,
    width: '16px',
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  hex: { fontFamily: tokens.fontFamilyMonospace },
});

export function ProductLineListView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<ProductLinePort>(ProductLinePortToken);
  const list = useList<ProductLineRow>(port);
  const navigate = useNavigate();

  const columns = useMemo<DataListColumn<ProductLineRow>[]>(
    () => [
      {
        id: 'description',
        header: t('productLines.description'),
        text: (line) => line.description,
        minWidth: 120,
        priority: 1,
        sort: 'description',
      },
      {
        id: 'code',
        header: t('productLines.code'),
        text: (line) => line.code,
        width: '25%',
        minWidth: 80,
        sort: 'code',
      },
      {
        id: 'relevance',
        header: t('productLines.relevance'),
        text: (line) => String(line.relevance),
        width: '8rem',
        minWidth: 80,
        priority: 3,
        sort: 'relevance',
      },
      {
        id: 'colour',
        header: t('productLines.colour'),
        text: (line) => line.colour ?? '',
        // The swatch beside the hex, so the colour is seen and read; no colour, no swatch.
        render: (line) =>
          line.colour ? (
            <span className={styles.colour}>
              <span className={styles.swatch} style={{ backgroundColor: line.colour }} aria-hidden />
              <span className={styles.hex}>{line.colour}</span>
            </span>
          ) : (
            ''
          ),
        width: '9rem',
        minWidth: 100,
        priority: 4,
      },
    ],
    [t, styles],
  );

  return (
    <Page title={t('productLines.listTitle')}>
      <DataList
        label={t('productLines.listTitle')}
        list={list}
        columns={columns}
        rowKey={(line) => line.id}
        actionsWidth="3.5rem"
        rowActions={(line) => (
          <LinkButton
            to={productLinePaths.edit(line.id)}
            appearance="subtle"
            icon={<Edit20Regular />}
            aria-label={t('productLines.edit', { name: line.description })}
            title={t('productLines.edit', { name: line.description })}
          />
        )}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(productLinePaths.create)}>
            {t('productLines.new')}
          </Button>
        }
      />
    </Page>
  );
}
