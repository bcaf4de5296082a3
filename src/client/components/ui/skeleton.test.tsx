// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

afterEach(cleanup);

function classesOf(className?: string): string[] {
  const { container } = render(<Skeleton className={className} />);
  return (container.firstElementChild?.getAttribute('class') ?? '').split(' ');
}

describe('Skeleton', () => {
  it('is rounded by default', () => {
    expect(classesOf('h-4 w-32')).toContain('rounded-md');
  });

  it("takes the caller's rounding instead of its own, so a round avatar stays round", () => {
    const classes = classesOf('size-10 rounded-full');
    expect(classes).toContain('rounded-full');
    expect(classes).not.toContain('rounded-md');
  });
});
