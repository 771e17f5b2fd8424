import { useCallback, useId, useRef, useState } from 'react';
import type { StaffMember } from '../../../../domain/shop/answers/accounts';
import { LoadingNotice } from '../../../components/loading-notice';
import { listStaff } from './api';
import { ShopPage } from '../components/page-frame';
import { LoadFailure } from '../components/load-failure';
import { StatusMessage } from '../components/status-message';
import { useSession, useShopUser } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { AddStaffDialog, ChangeRoleDialog, ResetPasswordDialog, SetActiveDialog } from './staff-dialogs';
import { roleLabel } from './staff-roles';
import { TwoFactorRule } from './two-factor-rule';

const loadStaff = () => listStaff().then((answer) => answer.staff);

/** docs/shop.md 1, 3: /shop/staff, the owner's accounts page. */
export default function StaffPage() {
  const user = useShopUser();
  const { signedIn, signedOut } = useSession();
  const { state: list, retry, update } = useLoad(loadStaff);
  const [status, setStatus] = useState('');

  /** A change answered the account as it is now: it replaces the old row (or heads the list when new). */
  const changed = useCallback(
    (member: StaffMember, announcement: string) => {
      update((staff) =>
        staff.some((item) => item.id === member.id)
          ? staff.map((item) => (item.id === member.id ? member : item))
          : [member, ...staff],
      );
      setStatus(announcement);
      if (member.id === user.id) {
        // Deactivated, the owner's own sessions ended; with another role, other pages open or close.
        if (!member.active) signedOut('ended');
        else signedIn({ ...user, role: member.role, name: member.name });
      }
    },
    [user, signedIn, signedOut, update],
  );

  return (
    <ShopPage
      title="Staff"
      width="max-w-5xl"
      intro="Who can sign in to the shop. Owners also manage staff, prices, settings and export."
      actions={<AddStaffDialog onSaved={changed} />}
    >
      <StatusMessage text={status} />
      <TwoFactorRule onChanged={setStatus} />
      {list.status === 'loading' ? <LoadingNotice text="Loading staff..." /> : null}
      {list.status === 'failed' ? <LoadFailure what="The staff list" onRetry={retry} /> : null}
      {list.status === 'ready' ? (
        <ul aria-label="Staff accounts" className="mt-2 grid gap-3">
          {list.value.map((member) => (
            <StaffRow key={member.id} member={member} isYou={member.id === user.id} onSaved={changed} />
          ))}
        </ul>
      ) : null}
    </ShopPage>
  );
}

function StaffRow({
  member,
  isYou,
  onSaved,
}: {
  member: StaffMember;
  isYou: boolean;
  onSaved: (member: StaffMember, announcement: string) => void;
}) {
  const nameId = useId();
  const nameRef = useRef<HTMLHeadingElement>(null);
  const dialogProps = { member, onSaved, returnFocusTo: nameRef, describedBy: nameId };
  return (
    <li
      aria-labelledby={nameId}
      className={`rounded-2xl p-4 ring-1 ${member.active ? 'bg-white ring-stone-200' : 'bg-stone-100 ring-stone-300'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 ref={nameRef} id={nameId} tabIndex={-1} className="text-lg font-bold text-stone-900 focus:outline-none">
            {member.name}
            {isYou ? <span className="font-normal text-stone-700"> (you)</span> : null}
          </h2>
          <p className="text-base break-all text-stone-700">{member.email}</p>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-base">
          <div>
            <dt className="text-sm text-stone-700">Role</dt>
            <dd className="font-semibold text-stone-900">{roleLabel(member.role)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Two-factor</dt>
            <dd className="font-semibold text-stone-900">{member.two_factor_enabled ? 'On' : 'Off'}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Status</dt>
            <dd className="font-semibold text-stone-900">
              {member.active ? 'Active' : 'Deactivated'}
              {member.active && member.must_change_password ? (
                <span className="block text-sm font-normal text-stone-700">Temporary password</span>
              ) : null}
            </dd>
          </div>
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <ChangeRoleDialog {...dialogProps} />
        <ResetPasswordDialog {...dialogProps} />
        <SetActiveDialog {...dialogProps} />
      </div>
    </li>
  );
}
