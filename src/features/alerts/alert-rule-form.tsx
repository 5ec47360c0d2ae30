// A member's alert rule: categories, keywords, price, discount and temperature, the channels, when alerts
// come (at once or in a digest, quiet hours in the member's time zone) and how many a day. Used by the
// Subscribe dialog (a new rule) and /account/alerts (new and existing rules). Every problem shows beside its
// field: those the form finds itself, in the server's words, and those the server answers. The stores a
// rule follows ("Follow this store" on a store's page) are kept as they are, and can be ticked off here.

import { FormField } from '@components/form-field';
import {
  ALERT_DELIVERY_LABELS,
  ALERT_FIELD_HINTS,
  ALERT_FIELD_LABELS,
  ALERT_FORM_ERRORS,
  PUSH_TEXTS,
  type PushRefusal,
  type StoreNameOf,
  storeName,
} from '@shared/alerts/alert-texts';
import { ALERT_DELIVERIES, ALERT_LIMITS, type AlertRuleFields } from '@shared/alerts/alerts';
import type { CategorySlug } from '@shared/deal/categories';
import { type FormEvent, useMemo, useState } from 'react';
import { AlertFieldset, CategoryChecks } from './alert-field';
import { PushChoice } from './push-choice';
import { type PushOutcome, turnOnPush } from './push-setup';
import { type RuleErrors, type RuleFormValues, readRuleForm } from './rule-form-values';
import { usePushDevice } from './use-push-device';

export interface RuleSaveResult {
  /** The server's problems, by field; empty when it named none. */
  errors?: RuleErrors;
  /** A problem that belongs to no field (e.g. too many rules). */
  problem?: string;
}

interface AlertRuleFormProps {
  initial: RuleFormValues;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /**
   * Keeps the rule; resolves to null when it is saved or kept to be sent, or to what is wrong. `refusal` says
   * why this device gets no notifications although the rule has them (null when it does, or has none).
   */
  onSave: (rule: AlertRuleFields, refusal: PushRefusal | null) => Promise<RuleSaveResult | null>;
  /** The dialog's short form leaves out the name. */
  compact?: boolean;
  /** The legend of the categories (the dialog keeps its own words). */
  categoriesLegend?: string;
  /** The names of the stores the rule follows, where this device knows them. */
  storeNameOf?: StoreNameOf;
}

const PUSH_PROBLEMS: Partial<Record<PushOutcome, string>> = {
  offline: PUSH_TEXTS.needsConnection,
  failed: PUSH_TEXTS.failed,
};

/** Every IANA zone the browser knows, with the rule's own first when the list lacks it. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

export function AlertRuleForm({
  initial,
  submitLabel,
  cancelLabel,
  onCancel,
  onSave,
  compact = false,
  categoriesLegend = ALERT_FIELD_LABELS.categories,
  storeNameOf,
}: AlertRuleFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const { device, setDevice, reread } = usePushDevice();
  const zones = useMemo(() => timeZones(values.timeZone), [values.timeZone]);

  const set = <K extends keyof RuleFormValues>(name: K, value: RuleFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  // The stores the rule came with stay listed while unticked, so a store ticked off can be ticked again.
  const [followed] = useState(initial.stores);
  const toggleStore = (slug: string) =>
    setValues((current) => ({
      ...current,
      stores: current.stores.includes(slug)
        ? current.stores.filter((each) => each !== slug)
        : followed.filter((each) => each === slug || current.stores.includes(each)),
    }));
  const toggleCategory = (slug: CategorySlug) =>
    setValues((current) => ({
      ...current,
      categories: current.categories.includes(slug)
        ? current.categories.filter((each) => each !== slug)
        : [...current.categories, slug],
    }));
  const text = (name: 'name' | 'keywords' | 'maxPrice' | 'minDiscount' | 'minTemperature' | 'dailyCap') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readRuleForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      setProblem(ALERT_FORM_ERRORS.fixFields);
      return;
    }
    // Notifications wanted and this device not subscribed yet: subscribed now, from this click (the
    // permission is asked within it). Where this device cannot, the rule still notifies the member's others.
    const wantsThisDevice = read.rule.push && device?.support === 'supported' && !device.subscribed;
    const subscribe = wantsThisDevice && device.permission !== 'denied' ? turnOnPush() : null;
    let refusal: PushRefusal | null = wantsThisDevice && device.permission === 'denied' ? 'blocked' : null;
    setSaving(true);
    setErrors({});
    setProblem('');
    try {
      if (subscribe) {
        const outcome = await subscribe;
        const now = await reread().catch(() => undefined);
        // A refused permission does not hold the rule back: it is saved with its notifications, which reach
        // this device once the member allows them here and turns them on.
        if (outcome === 'denied') refusal = now?.permission === 'denied' ? 'blocked' : 'dismissed';
        else if (outcome !== 'on') {
          setErrors({ push: PUSH_PROBLEMS[outcome] ?? PUSH_TEXTS.failed });
          setProblem(ALERT_FORM_ERRORS.fixFields);
          return;
        }
      }
      const result = await onSave(read.rule, refusal);
      if (result) {
        setErrors(result.errors ?? {});
        setProblem(result.problem ?? ALERT_FORM_ERRORS.fixFields);
      }
    } finally {
      setSaving(false);
    }
  }

  const useEmailInstead = () => setValues((current) => ({ ...current, email: true, push: false }));

  return (
    <form className="alert-form" noValidate onSubmit={onSubmit}>
      <p className="alert-status alert-status--error" role="alert">
        {problem}
      </p>
      {compact ? null : (
        <FormField label={ALERT_FIELD_LABELS.name} error={errors.name}>
          {(control) => <input {...control} {...text('name')} maxLength={ALERT_LIMITS.nameLength} />}
        </FormField>
      )}
      {followed.length > 0 ? (
        <AlertFieldset
          legend={ALERT_FIELD_LABELS.stores}
          hint={ALERT_FIELD_HINTS.stores}
          error={errors.stores}
          className="subscribe-form__choices"
        >
          {(control) =>
            followed.map((slug) => (
              <label key={slug} className="alert-form__check">
                <input
                  type="checkbox"
                  name="stores"
                  value={slug}
                  checked={values.stores.includes(slug)}
                  onChange={() => toggleStore(slug)}
                  {...control}
                />
                {storeName(slug, storeNameOf)}
              </label>
            ))
          }
        </AlertFieldset>
      ) : null}
      <AlertFieldset
        legend={categoriesLegend}
        hint={ALERT_FIELD_HINTS.conditions}
        error={errors.categories}
        className="subscribe-form__choices"
      >
        {(control) => (
          <CategoryChecks
            control={control}
            isChosen={(slug) => values.categories.includes(slug)}
            onToggle={toggleCategory}
          />
        )}
      </AlertFieldset>
      <FormField
        label={ALERT_FIELD_LABELS.keywords}
        hint={ALERT_FIELD_HINTS.keywords}
        error={errors.keywords}
      >
        {(control) => <input {...control} {...text('keywords')} autoComplete="off" />}
      </FormField>
      <div className="alert-form__row">
        <FormField label={ALERT_FIELD_LABELS.maxPrice} error={errors.maxPrice}>
          {(control) => <input {...control} {...text('maxPrice')} inputMode="decimal" />}
        </FormField>
        <FormField label={ALERT_FIELD_LABELS.minDiscount} error={errors.minDiscount}>
          {(control) => <input {...control} {...text('minDiscount')} inputMode="numeric" />}
        </FormField>
        <FormField label={ALERT_FIELD_LABELS.minTemperature} error={errors.minTemperature}>
          {(control) => <input {...control} {...text('minTemperature')} inputMode="numeric" />}
        </FormField>
      </div>
      <AlertFieldset legend={ALERT_FIELD_LABELS.channels} error={errors.email}>
        {(control) => (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                name="email"
                checked={values.email}
                onChange={(event) => set('email', event.target.checked)}
                {...control}
              />
              {ALERT_FIELD_LABELS.email}
            </label>
            <PushChoice
              checked={values.push}
              onChange={(checked) => set('push', checked)}
              device={device}
              onDeviceChange={setDevice}
              onUseEmail={useEmailInstead}
              error={errors.push}
              groupInvalid={Boolean(errors.email)}
            />
          </>
        )}
      </AlertFieldset>
      <AlertFieldset
        legend={ALERT_FIELD_LABELS.delivery}
        error={errors.delivery}
        className="alert-form__radios"
      >
        {(control) =>
          ALERT_DELIVERIES.map((delivery) => (
            <label key={delivery} className="checkbox">
              <input
                type="radio"
                name="delivery"
                value={delivery}
                checked={values.delivery === delivery}
                onChange={() => set('delivery', delivery)}
                {...control}
              />
              {ALERT_DELIVERY_LABELS[delivery]}
            </label>
          ))
        }
      </AlertFieldset>
      <AlertFieldset legend={ALERT_FIELD_LABELS.quietHours} error={errors.quietHours}>
        {(control) => (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                name="quietHoursOn"
                checked={values.quietHoursOn}
                onChange={(event) => set('quietHoursOn', event.target.checked)}
                {...control}
              />
              {ALERT_FIELD_LABELS.quietHoursOn}
            </label>
            {values.quietHoursOn ? (
              <div className="alert-form__row">
                <FormField label={ALERT_FIELD_LABELS.quietStart}>
                  {(field) => (
                    <input
                      {...field}
                      {...control}
                      type="time"
                      name="quietStart"
                      value={values.quietStart}
                      onChange={(event) => set('quietStart', event.target.value)}
                    />
                  )}
                </FormField>
                <FormField label={ALERT_FIELD_LABELS.quietEnd}>
                  {(field) => (
                    <input
                      {...field}
                      {...control}
                      type="time"
                      name="quietEnd"
                      value={values.quietEnd}
                      onChange={(event) => set('quietEnd', event.target.value)}
                    />
                  )}
                </FormField>
              </div>
            ) : null}
          </>
        )}
      </AlertFieldset>
      <div className="alert-form__row">
        <FormField label={ALERT_FIELD_LABELS.timeZone} error={errors.timeZone}>
          {(control) => (
            <select
              {...control}
              name="timeZone"
              value={values.timeZone}
              onChange={(event) => set('timeZone', event.target.value)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={ALERT_FIELD_LABELS.dailyCap}
          hint={ALERT_FIELD_HINTS.dailyCap}
          error={errors.dailyCap}
        >
          {(control) => (
            <input
              {...control}
              {...text('dailyCap')}
              type="number"
              min={1}
              max={ALERT_LIMITS.dailyCapMax}
              inputMode="numeric"
            />
          )}
        </FormField>
      </div>
      <div className="subscribe-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
