// /demo and /quote are routes of their own, not pages of the catalogue's catch-all route: Next loads the client
// code of every component a route can render, and only these two pages show the enquiry form.
import type { Metadata } from "next";
import { pageByPath, type ActionPage } from "@/lib/content/catalogue";
import { pageMetadata } from "@/lib/seo";
import { ActionBody } from "./action-body";
import { CatalogueView } from "./catalogue-view";

export function actionRoute(path: "/demo" | "/quote"): { metadata: Metadata; Page: () => React.ReactNode } {
  const page = pageByPath(path) as ActionPage;
  return {
    metadata: pageMetadata({
      title: page.title,
      description: page.description,
      path: page.path,
      keywords: page.keywords,
    }),
    Page: function ActionRoute() {
      return (
        <CatalogueView page={page}>
          <ActionBody page={page} />
        </CatalogueView>
      );
    },
  };
}
