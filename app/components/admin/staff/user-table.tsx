/**
 * The Users screen's table (username, e-mail, role, two-factor sign-in, created, actions); the
 * signed-in admin's row says "You". A second factor that is on can be reset.
 */
import { KeyRound, Pencil, ShieldOff, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { UserRow } from "~/schemas/staff/user";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "../lists/admin-table";

const COLUMNS = 6;
const createdDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric" });

export function UserTable({
  users,
  currentUserId,
  onEdit,
  onResetPassword,
  onResetTwoFactor,
  onDelete,
}: {
  /** Undefined while the list loads. */
  users: UserRow[] | undefined;
  currentUserId: string;
  onEdit(user: UserRow): void;
  onResetPassword(user: UserRow): void;
  onResetTwoFactor(user: UserRow): void;
  onDelete(user: UserRow): void;
}) {
  return (
    <AdminTable label="Users">
      <TableHead>
        <HeaderCell>Username</HeaderCell>
        <HeaderCell>E-mail</HeaderCell>
        <HeaderCell>Role</HeaderCell>
        <HeaderCell>Two-Factor</HeaderCell>
        <HeaderCell>Created</HeaderCell>
        <HeaderCell className="w-40 text-right">Actions</HeaderCell>
      </TableHead>
      <TableBody>
        {!users ? (
          <LoadingRows columns={COLUMNS} rows={3} />
        ) : users.length === 0 ? (
          <EmptyRow columns={COLUMNS}>
            <p>No users yet</p>
          </EmptyRow>
        ) : (
          users.map((user) => (
            <tr key={user.id}>
              <Cell className="font-medium whitespace-nowrap">
                {user.username}
                {user.id === currentUserId && <Badge className="ml-2">You</Badge>}
              </Cell>
              <Cell>{user.email}</Cell>
              <Cell>
                <Badge
                  className={
                    user.role === "admin" ? "border-[var(--accent)]/40 bg-[var(--accent)]/10 text-[var(--accent)] capitalize" : "capitalize"
                  }
                >
                  {user.role}
                </Badge>
              </Cell>
              <Cell>
                {user.twoFactorEnabled ? (
                  <Badge className="border-emerald-600/40 bg-emerald-600/10 text-emerald-700 dark:text-emerald-300">On</Badge>
                ) : (
                  <Badge>Off</Badge>
                )}
              </Cell>
              <Cell className="whitespace-nowrap tabular-nums">
                <time dateTime={user.createdAt}>{createdDate.format(new Date(user.createdAt))}</time>
              </Cell>
              <Cell className="text-right whitespace-nowrap">
                <Button variant="ghost" size="icon-sm" aria-label={`Edit ${user.username}`} title="Edit" onClick={() => onEdit(user)}>
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Reset password of ${user.username}`}
                  title="Reset password"
                  onClick={() => onResetPassword(user)}
                >
                  <KeyRound aria-hidden />
                </Button>
                {user.twoFactorEnabled && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Reset two-factor sign-in of ${user.username}`}
                    title="Reset two-factor sign-in"
                    onClick={() => onResetTwoFactor(user)}
                  >
                    <ShieldOff aria-hidden />
                  </Button>
                )}
                <Button variant="ghost" size="icon-sm" aria-label={`Delete ${user.username}`} title="Delete" onClick={() => onDelete(user)}>
                  <Trash2 aria-hidden className="text-red-600 dark:text-red-400" />
                </Button>
              </Cell>
            </tr>
          ))
        )}
      </TableBody>
    </AdminTable>
  );
}
