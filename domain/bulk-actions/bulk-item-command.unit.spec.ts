import { bulkActionOfItemCommand, bulkItemCommandId } from './bulk-item-command';

const ACTION = 'b0000000-0000-4000-8000-000000000001';
const APPLICATION = 'a0000000-0000-4000-8000-000000000002';

describe('bulk item command ids', () => {
  it('names the bulk action of an item command and of its further commands', () => {
    expect(bulkActionOfItemCommand(bulkItemCommandId(ACTION, APPLICATION))).toBe(ACTION);
    expect(bulkActionOfItemCommand(`${bulkItemCommandId(ACTION, APPLICATION)}:1`)).toBe(ACTION);
  });

  it('names none for the action’s own commands and for commands of no bulk action', () => {
    expect(bulkActionOfItemCommand(`bulk-action:${ACTION}:finish`)).toBeNull();
    expect(bulkActionOfItemCommand(`bulk-action:${ACTION}:items:${APPLICATION}`)).toBeNull();
    expect(bulkActionOfItemCommand(`${bulkItemCommandId(ACTION, APPLICATION)}x`)).toBeNull();
    expect(bulkActionOfItemCommand(APPLICATION)).toBeNull();
  });
});
