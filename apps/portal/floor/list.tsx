/**
 * The floor of an administrator's first list: the shell, then the Fluent pieces the lots list shows (the search box,
 * the page-size select, the sortable table, a link, an icon button's tooltip), with none of our code. scripts/bench-portal-floor.mjs builds it
 * into one file.
 */
import { createRoot } from 'react-dom/client';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import {
  Button,
  Label,
  Link,
  SearchBox,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
} from '@fluentui/react-components';
import { FloorShell } from './shell';

createRoot(document.getElementById('root')!).render(
  <FloorShell>
    <SearchBox />
    <Label>rows</Label>
    <Select>
      <option>10</option>
    </Select>
    <Link href="#">help</Link>
    <Tooltip content="Export" relationship="label">
      <Button icon={<ArrowDownload20Regular />} />
    </Tooltip>
    <Table>
      <TableHeader>
        <TableRow>
          <TableHeaderCell sortable>lot</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>
            <Text>L-1</Text>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  </FloorShell>,
);
