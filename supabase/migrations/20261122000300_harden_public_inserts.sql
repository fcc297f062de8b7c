-- Rows that anyone may add (audit requests, leads) are reachable with the public anon key
-- straight through the REST API, not only through the site's forms. Hold them to what the
-- forms can send: only the columns a form fills, and only well-formed audit URLs, so a later
-- admin screen never meets a `javascript:` link or a forged timestamp.

-- audit_requests: same rights as the policies say, column by column.
revoke all on table public.audit_requests from anon, authenticated;
grant insert (url, hostname, user_id) on table public.audit_requests to anon, authenticated;
grant select on table public.audit_requests to authenticated;

alter table public.audit_requests
  add constraint audit_requests_url_is_http check (url ~* '^https?://[^[:space:]]+$'),
  add constraint audit_requests_hostname_is_dns check (
    hostname ~ '^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)+$'
  );

-- leads: the forms' fields only; id and created_at are the database's.
revoke insert on table public.leads from anon, authenticated;
grant insert (kind, name, email, company, phone, service, message, preferred_date, preferred_time)
  on table public.leads to anon, authenticated;
