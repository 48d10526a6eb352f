// Type tests of typed links, checked by tsc under strict, exactOptionalPropertyTypes and
// noUncheckedIndexedAccess (packages/router/tsconfig.typetest.json, run by typetest.test.ts)
// and in the root program. A param takes exactly one segment.
import { expectTypeOf } from 'vitest';
import type { LinkTarget, ValidLinkTarget } from '../core/register.ts';
import type { TypedNavigate } from './hooks.ts';
import { Link, type LinkComponent } from './Link.tsx';
import type { Route } from './routes.ts';

export const routes = [
  { path: '/' },
  { path: '/users/:id', children: [{ path: 'posts/:post' }] },
  { path: '/files/*' },
  { path: '/docs/*rest' },
  { path: '/demo*' },
] as const satisfies readonly Route[];
type Routes = typeof routes;

const To: LinkComponent<Routes> = Link;
declare const navigate: TypedNavigate<Routes>;
declare const id: string;

export const fine = (
  <>
    <To to="/users/abc">One segment</To>
    <To to="/users/abc?tab=posts#top">With a query and a hash</To>
    <To to="/users/abc/">A trailing slash</To>
    <To to="/users/abc/posts/7">A child</To>
    <To to="/users/:id" params={{ id: 'abc' }}>
      A pattern and its params
    </To>
    <To to={`/users/${id}`}>A value known at run time</To>
    <To to="/files">A star takes no segment…</To>
    <To to="/files/a/b/c">…or many</To>
    <To to="/docs/guide/intro">A named star too</To>
    <To to="/demos/x">A prefix</To>
    <To to="?page=2">In the page</To>
    <To to="https://example.com/users/a/b">Another site</To>
  </>
);

export const wrong = (
  <>
    {/* @ts-expect-error `:id` is one segment: /users/abc/extra is no path of /users/:id */}
    <To to="/users/abc/extra">Extra</To>
    {/* @ts-expect-error a param is never empty */}
    <To to="/users/">Empty</To>
    {/* @ts-expect-error nor is the child's */}
    <To to="/users/abc/posts/7/edit">Edit</To>
    {/* @ts-expect-error no route has this path */}
    <To to="/nope">Nope</To>
  </>
);

void navigate('/users/abc');
void navigate('/users/:id', { params: { id: 'abc' } });
// @ts-expect-error `:id` is one segment
void navigate('/users/abc/extra');

// The check, and the union a list of targets is typed with (its literals are checked as well).
expectTypeOf<ValidLinkTarget<'/users/abc', Routes>>().toEqualTypeOf<'/users/abc'>();
expectTypeOf<ValidLinkTarget<'/users/abc/extra', Routes>>().not.toEqualTypeOf<'/users/abc/extra'>();
const nav: readonly { readonly to: LinkTarget<Routes> }[] = [{ to: '/' }, { to: '/files/x' }];
export const list = nav.map(({ to }) => <To to={to} key={to} />);
// Without a registered router, any string.
expectTypeOf<ValidLinkTarget<'/anything/at/all'>>().toEqualTypeOf<'/anything/at/all'>();

// Outside the table on purpose: a Link typed without one takes any string.
const AnyLink: LinkComponent<never> = Link;
export const outside = <AnyLink to="/legacy/report/2019">Old report</AnyLink>;
