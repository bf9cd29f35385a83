import { progressAnnouncement, progressSteps } from './order-progress';

const states = (status: Parameters<typeof progressSteps>[0], type: 'collection' | 'delivery' = 'collection') => progressSteps(status, type)?.map((step) => `${step.label}:${step.state}`);

describe('progressSteps', () => {
  it('shows a pending or confirmed order as received, then each step as staff move it', () => {
    expect(states('pending')).toEqual(['Order received:current', 'Preparing:upcoming', 'Ready for collection:upcoming', 'Completed:upcoming']);
    expect(states('confirmed')).toEqual(states('pending'));
    expect(states('preparing')).toEqual(['Order received:done', 'Preparing:current', 'Ready for collection:upcoming', 'Completed:upcoming']);
    expect(states('ready')).toEqual(['Order received:done', 'Preparing:done', 'Ready for collection:current', 'Completed:upcoming']);
    expect(states('completed')).toEqual(['Order received:done', 'Preparing:done', 'Ready for collection:done', 'Completed:done']);
  });

  it('says Out for delivery for a delivery, and has no steps for a cancelled order', () => {
    expect(states('ready', 'delivery')?.[2]).toBe('Out for delivery:current');
    expect(progressSteps('abandoned', 'collection')).toBeNull();
  });

  it('announces the current step', () => {
    expect(progressAnnouncement('ready', 'collection')).toBe('Your order: Ready for collection');
    expect(progressAnnouncement('completed', 'delivery')).toBe('Your order is completed.');
    expect(progressAnnouncement('abandoned', 'delivery')).toBe('This order was cancelled.');
  });
});
