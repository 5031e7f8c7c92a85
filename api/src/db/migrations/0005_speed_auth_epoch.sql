-- The session cache of every instance is valid only while auth_epoch.version is what it read (see
-- modules/auth/session.repository.ts). Every write that changes what a session resolves to bumps it, once per
-- transaction, when the transaction commits: a deferred trigger holds the row's lock only for the commit, and a
-- reader never sees the new version before the data it stands for.
insert into auth_epoch (id, version) values (1, 0) on conflict do nothing;
--> statement-breakpoint
create or replace function bump_auth_epoch() returns trigger language plpgsql as $$
begin
  update auth_epoch set version = version + 1, bumped_by = txid_current()
  where id = 1 and bumped_by is distinct from txid_current();
  return null;
end
$$;
--> statement-breakpoint
-- A user's name, email, school, status or password; deleting a user.
create constraint trigger users_bump_auth_epoch after update or delete on users
  deferrable initially deferred for each row execute function bump_auth_epoch();
--> statement-breakpoint
-- A logout or revocation (touching last_seen_on does not bump).
create constraint trigger sessions_bump_auth_epoch after update of revoked_on or delete on sessions
  deferrable initially deferred for each row execute function bump_auth_epoch();
--> statement-breakpoint
create constraint trigger user_roles_bump_auth_epoch after insert or update or delete on user_roles
  deferrable initially deferred for each row execute function bump_auth_epoch();
--> statement-breakpoint
create constraint trigger roles_bump_auth_epoch after update or delete on roles
  deferrable initially deferred for each row execute function bump_auth_epoch();
--> statement-breakpoint
create constraint trigger role_privileges_bump_auth_epoch after insert or update or delete on role_privileges
  deferrable initially deferred for each row execute function bump_auth_epoch();
--> statement-breakpoint
create constraint trigger privileges_bump_auth_epoch after update or delete on privileges
  deferrable initially deferred for each row execute function bump_auth_epoch();
--> statement-breakpoint
-- The profile (/auth/me) carries the user's school's code, name and campus.
create constraint trigger schools_bump_auth_epoch after update or delete on schools
  deferrable initially deferred for each row execute function bump_auth_epoch();
