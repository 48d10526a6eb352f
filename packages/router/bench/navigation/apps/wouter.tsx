import { createRoot } from 'react-dom/client';
import { Link, Route, Switch, useParams } from 'wouter';
import { NESTED, Page, SECTIONS, sectionHeading, Shell, STATICS } from './pages.tsx';

function SectionPage({ section }: { section: string }) {
  const { id = '' } = useParams<{ id: string }>();
  return <Page heading={sectionHeading(section, id)} />;
}

/** Renders the app into `root` (the package is side-effect free: a bare import is dropped). */
export function mount(root: HTMLElement) {
  createRoot(root).render(
    <Shell link={(href, text) => <Link href={href}>{text}</Link>}>
      <Switch>
        <Route path="/">
          <Page heading="Home" />
        </Route>
        {STATICS.map((i) => (
          <Route key={i} path={`/s${i}`}>
            <Page heading={`Static ${i}`} />
          </Route>
        ))}
        {SECTIONS.map((s) => (
          <Route key={s} path={`/${s}/:id`}>
            <SectionPage section={s} />
          </Route>
        ))}
        <Route path="/nest" nest>
          <section>
            <Switch>
              {NESTED.map((i) => (
                <Route key={i} path={`/c${i}`}>
                  <Page heading={`Nested ${i}`} />
                </Route>
              ))}
            </Switch>
          </section>
        </Route>
      </Switch>
    </Shell>,
  );
}
