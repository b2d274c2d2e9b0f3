/**
 * Customer › Products (spec B §2 "/produtos": code, name, category, relevance, grade, reads, actions edit and
 * images): the name cut at 100 characters (spec B §9) and said whole on hover and to a screen reader; each column
 * sorts on a click; New product; every list's search, paging and CSV export (the export keeps the whole name).
 */
import { useMemo } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular, Image20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_NAME_DISPLAY_LIMIT,
  ProductPortToken,
  truncate,
  type ProductPort,
  type ProductRow,
} from '@tagtrail/domain';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { productPaths } from './product.paths';

const useStyles = makeStyles({
  // Read by screen readers, not shown: the whole of a name the cell cuts.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  actions: { display: 'flex' },
});

/** A number as the user's language writes it (1.280 in pt, 1,280 in en). */
const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

export function ProductListView() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<ProductPort>(ProductPortToken);
  const list = useList<ProductRow>(port);
  const navigate = useNavigate();
  const language = i18n.language;

  const columns = useMemo<DataListColumn<ProductRow>[]>(
    () => [
      {
        id: 'code',
        header: t('products.code'),
        text: (product) => product.code,
        // Room for a code such as AURORA-CSGR750; on a phone the code and the name share the row.
        width: '16%',
        minWidth: 124,
        priority: 1,
        sort: 'code',
      },
      {
        id: 'name',
        header: t('products.name'),
        // The tooltip and the CSV have the whole name; the cell shows at most 100 characters.
        text: (product) => product.name,
        render: (product) => {
          const shown = truncate(product.name, PRODUCT_NAME_DISPLAY_LIMIT);
          if (shown === product.name) return product.name;
          return (
            <>
              <span aria-hidden="true">{shown}</span>
              <span className={styles.visuallyHidden}>{product.name}</span>
            </>
          );
        },
        minWidth: 100,
        priority: 1,
        sort: 'name',
      },
      {
        id: 'category',
        header: t('products.category'),
        text: (product) => product.categoryDescription ?? '',
        width: '16%',
        minWidth: 100,
        priority: 3,
        sort: 'categoryDescription',
      },
      {
        id: 'relevance',
        header: t('products.relevance'),
        text: (product) => formatNumber(product.relevance, language),
        width: '6.5rem',
        minWidth: 80,
        priority: 4,
        sort: 'relevance',
      },
      {
        id: 'grade',
        header: t('products.grade'),
        text: (product) => (product.grade === null ? '' : formatNumber(product.grade, language)),
        render: (product) =>
          product.grade === null ? (
            <span title={t('products.noGrade')} aria-label={t('products.noGrade')}>
              —
            </span>
          ) : (
            formatNumber(product.grade, language)
          ),
        width: '5rem',
        minWidth: 64,
        priority: 5,
        sort: 'grade',
      },
      {
        id: 'reads',
        header: t('products.reads'),
        text: (product) => formatNumber(product.reads, language),
        width: '6.5rem',
        minWidth: 80,
        priority: 3,
        sort: 'reads',
      },
    ],
    [t, language, styles],
  );

  return (
    <Page title={t('products.listTitle')}>
      <DataList
        label={t('products.listTitle')}
        list={list}
        columns={columns}
        rowKey={(product) => product.id}
        actionsWidth="5.5rem"
        rowActions={(product) => (
          <span className={styles.actions}>
            <LinkButton
              to={productPaths.edit(product.id)}
              appearance="subtle"
              icon={<Edit20Regular />}
              aria-label={t('products.edit', { name: product.name })}
              title={t('products.edit', { name: product.name })}
            />
            <LinkButton
              to={productPaths.images(product.id)}
              appearance="subtle"
              icon={<Image20Regular />}
              aria-label={t('products.imagesOf', { name: product.name })}
              title={t('products.imagesOf', { name: product.name })}
            />
          </span>
        )}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(productPaths.create)}>
            {t('products.new')}
          </Button>
        }
      />
    </Page>
  );
}
