/**
 * Customer › Product lines (spec B §2 "/linhasproduto": description, relevance): the code beside them, as categories
 * name their lines by code; each column sorts on a click; New product line; every list's CSV export.
 */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ProductLinePortToken, type ProductLinePort, type ProductLineRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { productLinePaths } from './product-line.paths';

export function ProductLineListView() {
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
    ],
    [t],
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
