import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import { type OptionsForm, optionsBodyOf, optionsFormOf } from '../lib/item-options';
import { menuTexts } from '../texts';
import { OptionFields } from './option-fields';

afterEach(cleanup);

let latest: OptionsForm = optionsFormOf(null);

function Harness({ initial }: { initial: OptionsForm }) {
  const [options, setOptions] = useState(initial);
  latest = options;
  return <OptionFields options={options} onChange={setOptions} />;
}

describe("the item editor's options", () => {
  it('adds a specification and its values through fields named for screen readers', async () => {
    const user = userEvent.setup();
    renderConsole(<Harness initial={optionsFormOf(null)} />);
    await user.click(screen.getByRole('button', { name: menuTexts.en.addSpecification }));
    await user.type(screen.getByLabelText('Specification 1: Name (English)'), 'Spice level');
    await user.type(screen.getByLabelText('Specification 1: Name (Chinese)'), '辣度');
    await user.type(screen.getByLabelText('Value 1 of Spice level: Name (English)'), 'Mild');
    await user.type(screen.getByLabelText('Value 1 of Spice level: Name (Chinese)'), '微辣');
    await user.click(screen.getByRole('button', { name: 'Spice level: Add a value' }));
    await user.type(screen.getByLabelText('Value 2 of Spice level: Name (English)'), 'Hot');
    await user.type(screen.getByLabelText('Value 2 of Spice level: Name (Chinese)'), '特辣');
    await user.click(screen.getByRole('button', { name: 'Value 2 of Spice level: Move up' }));
    expect(screen.getByRole('button', { name: 'Value 1 of Spice level: Move up' })).toBeDisabled();
    expect(optionsBodyOf(latest, []).specifications).toEqual([
      {
        name: { en: 'Spice level', zh: '辣度' },
        values: [{ name: { en: 'Hot', zh: '特辣' } }, { name: { en: 'Mild', zh: '微辣' } }],
        singularity: true,
        required: true,
        maxSelected: null,
      },
    ]);
    // Several choices ask how many at most.
    await user.click(screen.getByRole('switch', { name: /Specification 1: Diners choose one/ }));
    await user.type(screen.getByLabelText('Specification 1: At most'), '2');
    expect(optionsBodyOf(latest, []).specifications[0]).toMatchObject({ singularity: false, maxSelected: 2 });
  });

  it('removes and reorders options, keeping their ids', async () => {
    const user = userEvent.setup();
    const initial: OptionsForm = {
      specifications: [],
      attributes: [
        {
          id: 'a1',
          nameEn: 'Size',
          nameZh: '份量',
          values: [{ id: 'v1', nameEn: 'Large', nameZh: '大份', price: '2.00', stockNumber: '' }],
        },
        {
          id: 'a2',
          nameEn: 'Noodle',
          nameZh: '面条',
          values: [{ id: 'v2', nameEn: 'Thin', nameZh: '细', price: '0.00', stockNumber: '3' }],
        },
      ],
      addOnGroups: [],
    };
    renderConsole(<Harness initial={initial} />);
    expect(screen.getByLabelText('Value 1 of Size: Extra price ($)')).toHaveValue('2.00');
    await user.click(screen.getByRole('button', { name: 'Attribute 2: Move up' }));
    expect(latest.attributes.map((attribute) => attribute.id)).toEqual(['a2', 'a1']);
    await user.click(screen.getByRole('button', { name: 'Value 1 of Noodle: Remove' }));
    await user.click(screen.getByRole('button', { name: 'Attribute 2: Remove' }));
    expect(latest.attributes).toEqual([{ id: 'a2', nameEn: 'Noodle', nameZh: '面条', values: [] }]);
  });

  it('names the fields in Chinese in Chinese', async () => {
    const user = userEvent.setup();
    renderConsole(<Harness initial={optionsFormOf(null)} />, 'zh');
    await user.click(screen.getByRole('button', { name: menuTexts.zh.addAddOnGroup }));
    expect(screen.getByLabelText('加料组 1：本组最少')).toHaveValue('0');
    expect(screen.getByLabelText('加料组 1的选项 1：加价（美元）')).toHaveValue('0.00');
  });
});
