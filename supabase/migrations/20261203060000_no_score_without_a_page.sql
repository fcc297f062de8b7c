-- Issue 34: no score without a page. Reports stored before the rule scored a page that could not be
-- checked (a timeout as 0, a 404 as 35, a PDF); app/lib/audit/preview/report.ts (pageProblem) now
-- gives such a report no score, and a watched project's check of it is a failed check. This reads
-- the stored reports with the same rule and corrects what lists and charts read from columns: the
-- audit's score, and the check's status, score, changes and error.

-- A report without a page: the fetch stopped (error), no answer or a non-2xx one, an answer not
-- read as HTML, or a type that is not HTML (as pageProblem decides).
create function private.report_has_no_page(report jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select report ? 'error'
    or report ? 'unread'
    -- A case, not an or: the cast runs only on a status that is a number.
    or case
      when coalesce(report ->> 'httpStatus', '') ~ '^[0-9]{3}$'
        then (report ->> 'httpStatus')::int not between 200 and 299
      else true
    end
    or (
      btrim(lower(split_part(coalesce(report ->> 'contentType', ''), ';', 1))) <> ''
      and btrim(lower(split_part(report ->> 'contentType', ';', 1))) not in ('text/html', 'application/xhtml+xml')
    )
$$;

revoke execute on function private.report_has_no_page(jsonb) from public, anon;

comment on function private.report_has_no_page(jsonb) is
  'A stored audit report with no page to check (issue 34), as pageProblem in report.ts decides.';

update public.audit_requests
set score = null
where report is not null and score is not null and private.report_has_no_page(report);

update public.project_checks
set status = 'failed',
    score = null,
    changes = null,
    error = left(
      coalesce(
        report ->> 'error',
        case
          when coalesce(report ->> 'httpStatus', '') ~ '^[0-9]{3}$'
            and (report ->> 'httpStatus')::int not between 200 and 299
            then 'http-' || (report ->> 'httpStatus')
          when report ? 'unread' then 'unreadable'
          when report ->> 'httpStatus' is null then 'unreachable'
          else 'not-html'
        end
      ),
      40
    )
where status = 'ok' and report is not null and private.report_has_no_page(report);
