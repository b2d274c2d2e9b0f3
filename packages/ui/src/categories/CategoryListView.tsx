/**
 * Customer › Categories (spec B §2 "/categorias": description, product line, relevance): the product lines named by
 * their codes, as the category stores them; each column sorts on a click; New category; every list's CSV export.
 */
import { useMemo } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CategoryPortToken, type CategoryPort, type CategoryRow } from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { categoryPaths } from './category.paths';

export function CategoryListView() {
  const { t } = useTranslation();
  const port = useService<CategoryPort>(CategoryPortToken);
  const list = useList<CategoryRow>(port);
  const navigate = useNavigate();

  const columns = useMemo<DataListColumn<CategoryRow>[]>(
    () => [
      {
        id: 'description',
        header: t('categories.description'),
        text: (category) => category.description,
        minWidth: 120,
        priority: 1,
        sort: 'description',
      },
      {
        id: 'usage',
        header: t('categories.productLines'),
        text: (category) => category.usage.join(', '),
        width: '35%',
        minWidth: 110,
        sort: 'usage',
      },
      {
        id: 'relevance',
        header: t('categories.relevance'),
        text: (category) => String(category.relevance),
        width: '8rem',
        minWidth: 80,
        priority: 3,
        sort: 'relevance',
      },
    ],
    [t],
  );

  return (
    <Page title={t('categories.listTitle')}>
      <DataList
        label={t('categories.listTitle')}
        list={list}
        columns={columns}
        rowKey={(category) => category.id}
        actionsWidth="3.5rem"
        rowActions={(category) => (
          <LinkButton
            to={categoryPaths.edit(category.id)}
            appearance="subtle"
            icon={<Edit20Regular />}
            aria-label={t('categories.edit', { name: category.description })}
            title={t('categories.edit', { name: category.description })}
          />
        )}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(categoryPaths.create)}>
            {t('categories.new')}
          </Button>
        }
      />
    </Page>
  );
}
