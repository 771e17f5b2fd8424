import { type ReactNode, type RefObject, useRef, useState } from 'react';
import type { StaffMember } from '../../../../domain/shop/answers/accounts';
import type { CreateStaffInput, Role } from '../../../../domain/shop/schemas';
import { Button } from '../../../components/button';
import type { ActionError } from '../lib/use-submit';
import { fieldError } from '../lib/use-submit';
import { createStaff, resetStaffPassword, setStaffActive, setStaffRole } from './api';
import { SelectField } from '../components/select-field';
import { InputField } from '../components/form-fields';
import { DialogForm, ShopDialog } from '../components/shop-dialog';
import { useSubmit } from '../lib/use-submit';
import { ROLE_OPTIONS, isRole, roleLabel } from './staff-roles';

type Saved = (member: StaffMember, announcement: string) => void;

/** What each account's dialog is given: the account, where its answer goes, where focus returns. */
type AccountDialogProps = {
  member: StaffMember;
  onSaved: Saved;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The account's name beside the button, which says whose account it acts on. */
  describedBy: string;
};

const PASSWORD_HINT =
  'At least 10 characters, not a common password. They choose their own password when they next sign in.';

/**
 * One change to accounts: a button that opens a dialog of its own title, a form confirmed by a button of
 * that title too, the server's refusal inside; once saved it closes and hands the account on, with what to
 * announce. `onOpen` resets the form to the account as it is now.
 */
function StaffDialog({
  title,
  description,
  trigger,
  confirmVariant,
  returnFocusTo,
  onOpen,
  onSaved,
  call,
  announce,
  children,
}: {
  title: string;
  description: string;
  trigger: { label: string; variant?: 'primary' | 'secondary'; describedBy?: string };
  confirmVariant?: 'primary' | 'danger';
  returnFocusTo: RefObject<HTMLElement | null>;
  onOpen: () => void;
  onSaved: Saved;
  call: () => Promise<StaffMember>;
  announce: (member: StaffMember) => string;
  children: (error: ActionError | null) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { busy, error, run, setError } = useSubmit();
  return (
    <ShopDialog
      title={title}
      description={description}
      trigger={
        <Button variant={trigger.variant ?? 'secondary'} aria-describedby={trigger.describedBy}>
          {trigger.label}
        </Button>
      }
      open={open}
      onOpenChange={(value) => {
        if (busy) return;
        if (value) {
          setError(null);
          onOpen();
        }
        setOpen(value);
      }}
      returnFocusTo={returnFocusTo}
    >
      <DialogForm
        confirmLabel={title}
        confirmVariant={confirmVariant}
        busy={busy}
        error={error}
        onSubmit={() =>
          void run(async () => {
            const member = await call();
            setOpen(false);
            onSaved(member, announce(member));
          })
        }
      >
        {children(error)}
      </DialogForm>
    </ShopDialog>
  );
}

function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <SelectField
      label="Role"
      options={ROLE_OPTIONS}
      value={value}
      onChange={(event) => {
        const role = event.target.value;
        if (isRole(role)) onChange(role);
      }}
    />
  );
}

function TemporaryPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: ActionError | null;
}) {
  return (
    <InputField
      label="Temporary password"
      type="text"
      autoComplete="off"
      spellCheck={false}
      hint={PASSWORD_HINT}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={fieldError(error, 'temporary_password')}
    />
  );
}

const EMPTY_NEW_STAFF: CreateStaffInput = { name: '', email: '', role: 'staff', temporary_password: '' };

export function AddStaffDialog({ onSaved }: { onSaved: Saved }) {
  // Its button always stays on the page, so focus goes back to it; this ref is never needed.
  const unusedFocusTarget = useRef<HTMLElement>(null);
  const [form, setForm] = useState(EMPTY_NEW_STAFF);
  const set = (change: Partial<CreateStaffInput>) => setForm((current) => ({ ...current, ...change }));
  return (
    <StaffDialog
      title="Add staff"
      description="They sign in with this email and the temporary password, then choose their own password."
      trigger={{ label: 'Add staff', variant: 'primary' }}
      returnFocusTo={unusedFocusTarget}
      onOpen={() => setForm(EMPTY_NEW_STAFF)}
      onSaved={onSaved}
      call={() => createStaff(form)}
      announce={(member) => `Added ${member.name}.`}
    >
      {(error) => (
        <>
          <InputField
            label="Name"
            autoComplete="off"
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
            error={fieldError(error, 'name')}
          />
          <InputField
            label="Email"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(event) => set({ email: event.target.value })}
            // A 409 is this email: another account has it.
            error={fieldError(error, 'email') ?? (error?.status === 409 ? error.message : undefined)}
          />
          <RoleSelect value={form.role} onChange={(role) => set({ role })} />
          <TemporaryPasswordField
            value={form.temporary_password}
            onChange={(temporary_password) => set({ temporary_password })}
            error={error}
          />
        </>
      )}
    </StaffDialog>
  );
}

export function ChangeRoleDialog({ member, onSaved, returnFocusTo, describedBy }: AccountDialogProps) {
  const [role, setRole] = useState<Role>(member.role);
  return (
    <StaffDialog
      title="Change role"
      description={`${member.name} is ${roleLabel(member.role)} now. Owners also manage staff, prices, settings and export.`}
      trigger={{ label: 'Change role', describedBy }}
      returnFocusTo={returnFocusTo}
      onOpen={() => setRole(member.role)}
      onSaved={onSaved}
      call={() => setStaffRole(member.id, role)}
      announce={(saved) => `${saved.name} is ${roleLabel(saved.role)} now.`}
    >
      {() => <RoleSelect value={role} onChange={setRole} />}
    </StaffDialog>
  );
}

export function ResetPasswordDialog({ member, onSaved, returnFocusTo, describedBy }: AccountDialogProps) {
  const [password, setPassword] = useState('');
  return (
    <StaffDialog
      title="Reset password"
      description={`${member.name} is signed out at once and signs in next with this temporary password.`}
      trigger={{ label: 'Reset password', describedBy }}
      returnFocusTo={returnFocusTo}
      onOpen={() => setPassword('')}
      onSaved={onSaved}
      call={() => resetStaffPassword(member.id, password)}
      announce={(saved) => `Reset the password of ${saved.name}.`}
    >
      {(error) => <TemporaryPasswordField value={password} onChange={setPassword} error={error} />}
    </StaffDialog>
  );
}

/** 'Deactivate' (signed out at once, cannot sign in) or 'Reactivate', each confirmed in its own dialog. */
export function SetActiveDialog({ member, onSaved, returnFocusTo, describedBy }: AccountDialogProps) {
  // The dialog keeps what it was opened for while it closes, though the account has changed by then.
  const [deactivating, setDeactivating] = useState(member.active);
  return (
    <StaffDialog
      title={deactivating ? 'Deactivate' : 'Reactivate'}
      description={
        deactivating
          ? `${member.name} is signed out at once and cannot sign in until reactivated.`
          : `${member.name} can sign in again.`
      }
      trigger={{ label: member.active ? 'Deactivate' : 'Reactivate', describedBy }}
      confirmVariant={deactivating ? 'danger' : 'primary'}
      returnFocusTo={returnFocusTo}
      onOpen={() => setDeactivating(member.active)}
      onSaved={onSaved}
      call={() => setStaffActive(member.id, !deactivating)}
      announce={(saved) => `${saved.active ? 'Reactivated' : 'Deactivated'} ${saved.name}.`}
    >
      {() => (
        <p className="text-base text-stone-800">
          {deactivating ? 'Their data and history stay; only signing in stops.' : 'They sign in with their password.'}
        </p>
      )}
    </StaffDialog>
  );
}
