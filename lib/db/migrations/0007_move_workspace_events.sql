-- Moves the business events written into the sign-in log (auth_events, with a `detail` sentence) to the activity
-- record, which no sweep touches. Each sentence is read back as the code that wrote it spelled it: the resource's id,
-- the action, the values it named, and the actor (auth_events.user_id, except for user_* events, where that column
-- held the user changed). A record since deleted or renamed keeps its history under an id derived from its address or
-- name (md5), so nothing is lost. An event whose sentence names no id stays in auth_events.
CREATE FUNCTION pg_temp.id_after(detail text, prefix text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT (regexp_match(detail, '^' || prefix || '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})'))[1]::uuid
$$;
--> statement-breakpoint
CREATE TEMP TABLE "moved_events" AS
-- "invoice <id> <number>"
SELECT e.id AS event_id, e.at, 'invoice'::text AS resource_type, pg_temp.id_after(e.detail, 'invoice ') AS resource_id,
  substring(e.event from 9) AS action, e.user_id AS actor_id, NULL::uuid AS organisation_id,
  CASE e.event
    WHEN 'invoice_submitted' THEN jsonb_build_object('number', substring(e.detail from '^invoice \S+ (.*)$'))
    ELSE jsonb_build_object('status', jsonb_build_object(
      'from', CASE e.event WHEN 'invoice_paid' THEN 'approved' ELSE 'submitted' END, 'to', substring(e.event from 9)))
  END
  || CASE WHEN e.event = 'invoice_rejected' THEN jsonb_build_object('reason',
    (SELECT i.reason FROM invoices i WHERE i.id = pg_temp.id_after(e.detail, 'invoice '))) ELSE '{}'::jsonb END AS change
FROM auth_events e WHERE e.event IN ('invoice_submitted', 'invoice_approved', 'invoice_rejected', 'invoice_paid')
UNION ALL
-- "purchase order <id> <number>", and " to <vendor>" when issued
SELECT e.id, e.at, 'purchase_order', pg_temp.id_after(e.detail, 'purchase order '), substring(e.event from 16),
  e.user_id, NULL,
  CASE e.event
    WHEN 'purchase_order_issued' THEN jsonb_build_object(
      'number', coalesce(po.number, substring(e.detail from '^purchase order \S+ (\S+)')),
      'title', po.title, 'amountPaise', po.amount_paise,
      'organisation', jsonb_build_object('id', po.organisation_id, 'name', CASE WHEN po.number IS NULL
        THEN substring(e.detail from ' to (.*)$') ELSE substring(e.detail from 57 + length(po.number)) END))
    ELSE jsonb_build_object('status', jsonb_build_object('to', substring(e.event from 16)))
  END
FROM auth_events e LEFT JOIN purchase_orders po ON po.id = pg_temp.id_after(e.detail, 'purchase order ')
WHERE e.event IN ('purchase_order_issued', 'purchase_order_acknowledged', 'purchase_order_delivered',
  'purchase_order_closed')
UNION ALL
-- "<id> <content type> <size> bytes, <request|project|invoice> <id>" or "…, held for an invoice"
SELECT e.id, e.at, 'file', pg_temp.id_after(e.detail, ''), 'uploaded', e.user_id, NULL,
  jsonb_build_object('name', f.name, 'contentType', x.m[1], 'size', x.m[2]::bigint, 'link',
    CASE WHEN x.m[3] ~ '^(request|project|invoice) '
      THEN jsonb_build_object('type', split_part(x.m[3], ' ', 1), 'id', split_part(x.m[3], ' ', 2)) END)
FROM auth_events e CROSS JOIN LATERAL (SELECT regexp_match(e.detail, '^\S+ (\S+) (\d+) bytes, (.*)$') AS m) x
  LEFT JOIN files f ON f.id = pg_temp.id_after(e.detail, '')
WHERE e.event = 'file_uploaded'
UNION ALL
-- "project <id> for <organisation>, owner <email>"
SELECT e.id, e.at, 'project', pg_temp.id_after(e.detail, 'project '), 'created', e.user_id, NULL,
  jsonb_build_object('name', p.name, 'organisation', jsonb_build_object('name', x.m[1]),
    'owner', jsonb_build_object('email', x.m[2]))
FROM auth_events e CROSS JOIN LATERAL (SELECT regexp_match(e.detail, '^project \S+ for (.*), owner (.*)$') AS m) x
  LEFT JOIN projects p ON p.id = pg_temp.id_after(e.detail, 'project ')
WHERE e.event = 'project_created'
UNION ALL
-- "project <id>: <field>, <field>" and " → <status>" when the status changed (the old values were not written)
SELECT e.id, e.at, 'project', pg_temp.id_after(e.detail, 'project '), 'updated', e.user_id, NULL,
  coalesce((SELECT jsonb_object_agg(f, CASE WHEN f = 'status' AND x.status IS NOT NULL
      THEN jsonb_build_object('to', x.status) ELSE '{}'::jsonb END)
    FROM regexp_split_to_table(x.fields, ', ') AS f WHERE f <> ''), '{}'::jsonb)
FROM auth_events e CROSS JOIN LATERAL (SELECT
    regexp_replace(substring(e.detail from '^project \S+: (.*)$'), ' → \w+$', '') AS fields,
    substring(e.detail from ' → (\w+)$') AS status) x
WHERE e.event = 'project_updated'
UNION ALL
-- "milestone <id> on project <id>", and ": done" or ": not done" when ticked
SELECT e.id, e.at, 'milestone', pg_temp.id_after(e.detail, 'milestone '),
  CASE e.event WHEN 'milestone_added' THEN 'created' ELSE 'updated' END, e.user_id, NULL,
  jsonb_build_object('projectId', pg_temp.id_after(e.detail, 'milestone \S+ on project '))
  || CASE e.event WHEN 'milestone_added' THEN jsonb_build_object('title', ms.title)
    ELSE jsonb_build_object('done', jsonb_build_object('to', e.detail LIKE '%: done')) END
FROM auth_events e LEFT JOIN milestones ms ON ms.id = pg_temp.id_after(e.detail, 'milestone ')
WHERE e.event IN ('milestone_added', 'milestone_changed')
UNION ALL
-- "request <id>"
SELECT e.id, e.at, 'request', pg_temp.id_after(e.detail, 'request '), 'created', e.user_id, NULL,
  jsonb_build_object('title', r.title)
FROM auth_events e LEFT JOIN requests r ON r.id = pg_temp.id_after(e.detail, 'request ')
WHERE e.event = 'request_created'
UNION ALL
-- "request <id>: status <a> → <b>, priority <p>, assignee <email|none>, due <date|none>" (those that changed)
SELECT e.id, e.at, 'request', pg_temp.id_after(e.detail, 'request '), 'updated', e.user_id, NULL,
  CASE WHEN x.s IS NULL THEN '{}'::jsonb
    ELSE jsonb_build_object('status', jsonb_build_object('from', x.s[1], 'to', x.s[2])) END
  || CASE WHEN x.p IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('priority', jsonb_build_object('to', x.p[1])) END
  || CASE WHEN x.a IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('assignee', jsonb_build_object('to',
    CASE WHEN x.a[1] = 'none' THEN NULL ELSE jsonb_build_object('email', x.a[1])
      || coalesce((SELECT jsonb_build_object('name', u.name) FROM users u WHERE u.email = x.a[1]), '{}'::jsonb) END))
    END
  || CASE WHEN x.d IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('dueDate', jsonb_build_object('to',
    CASE WHEN x.d[1] = 'none' THEN NULL ELSE x.d[1] END)) END
FROM auth_events e CROSS JOIN LATERAL (SELECT
    regexp_match(e.detail, '[:,] status (\w+) → (\w+)') AS s,
    regexp_match(e.detail, '[:,] priority (\w+)') AS p,
    regexp_match(e.detail, '[:,] assignee ([^,]+)') AS a,
    regexp_match(e.detail, '[:,] due ([^,]+)') AS d) x
WHERE e.event = 'request_updated'
UNION ALL
-- "request <id>, message <id>", and ", status → <status>" when the message moved the request on
SELECT e.id, e.at, 'request', pg_temp.id_after(e.detail, 'request '),
  CASE e.event WHEN 'request_replied' THEN 'replied' ELSE 'note_added' END, e.user_id, NULL,
  jsonb_build_object('messageId', pg_temp.id_after(e.detail, 'request \S+, message '))
  || CASE WHEN e.detail ~ ', status → \w+$'
    THEN jsonb_build_object('status', jsonb_build_object('to', substring(e.detail from ', status → (\w+)$')))
    ELSE '{}'::jsonb END
FROM auth_events e WHERE e.event IN ('request_replied', 'request_note_added')
UNION ALL
-- "<kind> <name>", with ", by the CLI" when no admin made it; a rename's detail is the new name
SELECT e.id, e.at, 'organisation',
  coalesce((SELECT o.id FROM organisations o WHERE lower(o.name) = lower(x.name)), md5('organisation ' || lower(x.name))::uuid),
  CASE e.event WHEN 'organisation_created' THEN 'created' ELSE 'updated' END, e.user_id, NULL,
  CASE e.event WHEN 'organisation_created' THEN jsonb_build_object('name', x.name, 'kind', x.kind)
    ELSE jsonb_build_object('name', jsonb_build_object('to', x.name)) END
FROM auth_events e CROSS JOIN LATERAL (SELECT
    CASE e.event WHEN 'organisation_created'
      THEN regexp_replace(substring(e.detail from '^(?:client|vendor) (.*)$'), ', by the CLI$', '')
      ELSE e.detail END AS name,
    substring(e.detail from '^(client|vendor) ') AS kind) x
WHERE e.event IN ('organisation_created', 'organisation_renamed')
UNION ALL
-- The user changed is user_id and email; the actor was not written, except the admin placing a user in an
-- organisation ("<organisation|no organisation>, by <email>").
SELECT e.id, e.at, 'user', coalesce(e.user_id, md5('user ' || lower(e.email))::uuid),
  CASE e.event WHEN 'user_added' THEN 'created' WHEN 'user_removed' THEN 'removed' ELSE 'updated' END,
  (SELECT u.id FROM users u WHERE u.email = x.placement[2]), placed.id,
  jsonb_build_object('email', e.email) || CASE e.event
    WHEN 'user_role_changed' THEN jsonb_build_object('role', jsonb_build_object(
      'from', split_part(e.detail, ' -> ', 1), 'to', split_part(e.detail, ' -> ', 2)))
    WHEN 'user_active_changed' THEN jsonb_build_object('active', jsonb_build_object(
      'from', e.detail <> 'activated', 'to', e.detail = 'activated'))
    WHEN 'user_organisation_changed' THEN jsonb_build_object('organisation', jsonb_build_object('to',
      CASE WHEN x.placement[1] = 'no organisation' THEN NULL
        ELSE jsonb_build_object('id', placed.id, 'name', x.placement[1]) END))
    ELSE jsonb_build_object('role', e.detail) END
FROM auth_events e CROSS JOIN LATERAL (SELECT CASE e.event WHEN 'user_organisation_changed'
    THEN regexp_match(e.detail, '^(.*), by (\S+)$') END AS placement) x
  LEFT JOIN organisations placed ON placed.name = x.placement[1]
WHERE e.event IN ('user_added', 'user_removed', 'user_role_changed', 'user_active_changed', 'user_organisation_changed');
--> statement-breakpoint
INSERT INTO "activity" ("resource_type", "resource_id", "organisation_id", "action", "actor_id", "actor_name",
  "actor_role", "change", "at")
SELECT m.resource_type, m.resource_id,
  coalesce(m.organisation_id, CASE m.resource_type
    WHEN 'invoice' THEN (SELECT t.organisation_id FROM invoices t WHERE t.id = m.resource_id)
    WHEN 'purchase_order' THEN (SELECT t.organisation_id FROM purchase_orders t WHERE t.id = m.resource_id)
    WHEN 'file' THEN (SELECT t.organisation_id FROM files t WHERE t.id = m.resource_id)
    WHEN 'project' THEN (SELECT t.organisation_id FROM projects t WHERE t.id = m.resource_id)
    WHEN 'milestone' THEN (SELECT p.organisation_id FROM milestones t JOIN projects p ON p.id = t.project_id
      WHERE t.id = m.resource_id)
    WHEN 'request' THEN (SELECT t.organisation_id FROM requests t WHERE t.id = m.resource_id)
    WHEN 'organisation' THEN (SELECT t.id FROM organisations t WHERE t.id = m.resource_id)
    WHEN 'user' THEN (SELECT t.organisation_id FROM users t WHERE t.id = m.resource_id)
  END),
  m.action, a.id, a.name, a.role, m.change, m.at
FROM "moved_events" m LEFT JOIN users a ON a.id = m.actor_id
WHERE m.resource_id IS NOT NULL
ORDER BY m.at, m.event_id;
--> statement-breakpoint
DELETE FROM "auth_events" WHERE "id" IN (SELECT "event_id" FROM "moved_events" WHERE "resource_id" IS NOT NULL);
--> statement-breakpoint
DROP TABLE "moved_events";
--> statement-breakpoint
DROP FUNCTION pg_temp.id_after(text, text);
