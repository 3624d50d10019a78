import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A picture's colour family (the names of COLOR_FAMILIES in core/colorFamily.ts) from its dominant colour
  // (#rrggbb), kept on the image so a search can filter by colour while it walks the matching pins. Dark colours
  // are black, pale unsaturated ones white, other unsaturated ones gray, a dark orange or yellow brown; the
  // rest by hue around the colour wheel. The rule lives here alone: the column computes itself on every write.
  await sql`
    create function color_family_of(hex text) returns text language sql immutable parallel safe as $$
      select case
        when hsl.c is null then null
        when hsl.l < 0.12 then 'black'
        when hsl.s < 0.15 or hsl.c < 0.08 then
          case when hsl.l > 0.85 then 'white' when hsl.l < 0.2 then 'black' else 'gray' end
        when hsl.h >= 15 and hsl.h < 70 and (hsl.l < 0.4 or (hsl.s < 0.5 and hsl.l < 0.55)) then 'brown'
        when hsl.h < 15 then 'red'
        when hsl.h < 45 then 'orange'
        when hsl.h < 70 then 'yellow'
        when hsl.h < 160 then 'green'
        when hsl.h < 195 then 'teal'
        when hsl.h < 255 then 'blue'
        when hsl.h < 290 then 'purple'
        when hsl.h < 340 then 'pink'
        else 'red'
      end
      from (
        select m.l, m.c,
          case when m.c = 0 then 0 else m.c / (1 - abs(2 * m.l - 1)) end as s,
          case
            when m.c = 0 then 0
            when m.mx = m.r then mod(60 * (m.g - m.b) / m.c + 360, 360)
            when m.mx = m.g then 60 * ((m.b - m.r) / m.c + 2)
            else 60 * ((m.r - m.g) / m.c + 4)
          end as h
        from (
          select rgb.r, rgb.g, rgb.b, greatest(rgb.r, rgb.g, rgb.b) as mx,
            greatest(rgb.r, rgb.g, rgb.b) - least(rgb.r, rgb.g, rgb.b) as c,
            (greatest(rgb.r, rgb.g, rgb.b) + least(rgb.r, rgb.g, rgb.b)) / 2 as l
          from (
            -- Not a colour: no digits, so nothing to convert (and no error even when the planner folds it).
            select
              ('x' || substr(digits.hex, 1, 2))::bit(8)::integer / 255.0 as r,
              ('x' || substr(digits.hex, 3, 2))::bit(8)::integer / 255.0 as g,
              ('x' || substr(digits.hex, 5, 2))::bit(8)::integer / 255.0 as b
            from (select substring(lower(hex) from '^#([0-9a-f]{6})$') as hex) as digits
            where digits.hex is not null
          ) as rgb
        ) as m
      ) as hsl
      right join (select 1) as one on true
    $$`.execute(db);
  await sql`alter table images
    add column color_family text generated always as (color_family_of(dominant_color)) stored`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').dropColumn('color_family').execute();
  await sql`drop function color_family_of(text)`.execute(db);
}
