// @ts-check
// The scale data of npm run bench:portal, written by PostgreSQL itself (generate_series): client organisations with
// two people each, requests spread over a year among them (one every 5 minutes), ten messages a request (client and
// staff in turn, the last staff message an internal note), and the activity record those writes leave. The words
// trigger of request_messages (migration 0010) fills each request's search words once for the whole insert. Words come
// from a small vocabulary so that full-text search meets realistic posting lists.

const words = `invoice dashboard forecast report upload login password export excel spreadsheet mandi price truck
  nagpur akola pune mumbai centre model accuracy training data pipeline error slow timeout server mobile app
  android iphone payment gateway refund order delivery vendor contract renewal licence security audit backup
  restore database migration integration api webhook sms email notification template chatbot assistant
  language marathi hindi english translation ocr scan document approval workflow schedule meeting demo
  rollout pilot budget quote estimate milestone deadline weekly monthly quarterly analytics chart filter`
  .split(/\s+/)
  .filter(Boolean);

/**
 * @param {import("pg").Client} db
 * @param {{ organisations?: number, requests?: number, messagesPerRequest?: number }} [size]
 */
export async function seedScale(db, size = {}) {
  const organisations = size.organisations ?? 200;
  const requestCount = size.requests ?? 100_000;
  const perRequest = size.messagesPerRequest ?? 10;
  const q = (/** @type {string} */ text, /** @type {unknown[]} */ params = []) => db.query(text, params);
  // A sentence of `n` vocabulary words; `seed` ties the subquery to its row so each row gets its own words.
  const sentence = (/** @type {string} */ seed, /** @type {number} */ n) =>
    `(select string_agg(($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int], ' ')
      from generate_series(1, ${n} + 0 * ${seed}))`;

  await q(`insert into organisations (name, kind)
    select 'Scale Client ' || g, 'client' from generate_series(1, ${organisations}) g`);
  await q(`insert into users (email, name, role, organisation_id)
    select 'person' || p || '.' || o.id || '@scale.example', 'Scale Person ' || p, 'client', o.id
    from organisations o cross join generate_series(1, 2) p where o.name like 'Scale Client %'`);
  await q(`create temp table scale_staff as select id, name, role from users where role in ('admin', 'employee')`);
  await q(`create temp table scale_people as
    select o.id as organisation_id, min(u.id::text)::uuid as client_id, row_number() over () as n
    from organisations o join users u on u.organisation_id = o.id
    where o.name like 'Scale Client %' group by o.id`);

  await q(
    `insert into requests (organisation_id, title, body, priority, status, assignee_id, created_by_id,
       created_at, updated_at, resolved_at)
     select p.organisation_id, initcap(${sentence("g", 5)}), ${sentence("g", 40)},
       (array['low','normal','normal','high','urgent'])[1 + g % 5]::request_priority,
       (array['open','in_progress','waiting_on_client','resolved','closed','closed','resolved'])[1 + g % 7]::request_status,
       case when g % 4 = 0 then null else (select id from scale_staff order by id offset g % (select count(*) from scale_staff) limit 1) end,
       p.client_id, c.at, c.at + interval '150 minutes',
       case when g % 7 in (3, 4, 5, 6) then c.at + interval '150 minutes' end
     from generate_series(1, ${requestCount}) g
     join scale_people p on p.n = 1 + g % ${organisations}
     -- One every 5 minutes, back from 3 hours ago (about a year for 100,000), so replies are never in the future.
     cross join lateral (select now() - interval '3 hours' - interval '5 minutes' * g as at) c`,
    [words],
  );
  await q(`create temp table scale_requests as
    select r.id, r.organisation_id, r.created_by_id, r.assignee_id, r.created_at from requests r
    join organisations o on o.id = r.organisation_id where o.name like 'Scale Client %'`);

  await q(
    `insert into request_messages (request_id, author_id, body, internal, created_at)
     select r.id, case when i % 2 = 1 then r.created_by_id else coalesce(r.assignee_id, s.id) end,
       ${sentence("i", 25)}, i % 10 = 0, r.created_at + interval '15 minutes' * i
     from scale_requests r cross join generate_series(1, ${perRequest}) i
     cross join (select id from scale_staff limit 1) s`,
    [words],
  );

  await q(`insert into activity (resource_type, resource_id, organisation_id, action, actor_id, actor_name, actor_role,
      change, at)
    select 'request', r.id, r.organisation_id, 'created', r.created_by_id, u.name, u.role, '{}'::jsonb, r.created_at
    from scale_requests r join users u on u.id = r.created_by_id`);
  await q(`insert into activity (resource_type, resource_id, organisation_id, action, actor_id, actor_name, actor_role,
      change, at)
    select 'request', r.id, r.organisation_id, case when m.internal then 'note_added' else 'replied' end,
      m.author_id, u.name, u.role, jsonb_build_object('messageId', m.id), m.created_at
    from request_messages m join scale_requests r on r.id = m.request_id join users u on u.id = m.author_id`);

  await q(`update requests r set last_message_by_id = l.author_id, last_message_at = l.created_at,
      updated_at = greatest(r.updated_at, l.created_at),
      first_responded_at = (select min(m.created_at) from request_messages m join users u on u.id = m.author_id
        where m.request_id = r.id and not m.internal and u.role in ('admin', 'employee'))
    from (select distinct on (request_id) request_id, author_id, created_at from request_messages
      where not internal order by request_id, created_at desc) l
    where l.request_id = r.id and r.id in (select id from scale_requests)`);
  // The seed rewrote every scale request (the words trigger, then who spoke last), leaving two dead versions of each
  // row: compact the tables as a year of use with autovacuum reusing the space would have them, and give the planner
  // its statistics.
  await q("vacuum full analyze requests");
  await q("vacuum analyze");
  const count = async (/** @type {string} */ table) => Number((await q(`select count(*) from ${table}`)).rows[0].count);
  return {
    organisations: await count("organisations"),
    requests: await count("requests"),
    messages: await count("request_messages"),
    activity: await count("activity"),
  };
}
