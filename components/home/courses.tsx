"use client";
// Certified Courses: four course cards; four columns from 1400 px, a swipeable row on phones.
// A client component without props: its markup comes from a script the home page caches, not a second time in the
// page's inline payload beside the HTML (static markup from a server component is sent both ways).
import { SpriteIcon } from "@/components/ui/sprite-icon";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Illustration } from "@/components/ui/illustration";
import { SectionHeading } from "@/components/ui/section-heading";
import { courses } from "@/lib/content/courses";

export function Courses() {
  return (
    <section
      aria-labelledby="courses-title"
      className="render-later bg-surface py-20 [--later-h:705px] sm:py-24 md:[--later-h:1080px] lg:[--later-h:1305px]"
    >
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="courses-title"
            eyebrow="Nexora Technologies Academy"
            title="Certified Courses"
            lead="Hands-on programmes taught by working engineers, online and in our Pune and Akola classrooms."
          />
          <Link
            href="/training"
            className="inline-flex items-center gap-1.5 font-semibold text-accent-600 hover:text-accent-700"
          >
            All training programmes
            <SpriteIcon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ul className="-mx-5 mt-12 flex snap-x snap-mandatory gap-5 overflow-x-auto px-5 pb-4 min-[1400px]:grid-cols-4 sm:-mx-8 sm:px-8 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 md:pb-0">
          {courses.map((course) => (
            <li key={course.id} className="w-[80%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none">
              <Link href={course.href} className="card-lift group flex h-full flex-col overflow-hidden">
                <div className="relative">
                  <Illustration
                    src={course.img}
                    alt=""
                    width={640}
                    height={400}
                    className="aspect-[8/5] w-full object-cover"
                  />
                  {course.featured ? (
                    <Badge tone="highlight" className="absolute top-4 left-4 tracking-wide shadow">
                      Popular
                    </Badge>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-semibold text-ink">{course.title}</h3>
                  <p className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-slate-600">{course.desc}</p>
                  <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1.5">
                      <SpriteIcon name="clock" className="size-4 text-accent-600" />
                      {course.duration}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <SpriteIcon name="graduation-cap" className="size-4 text-accent-600" />
                      Certificate
                    </span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
