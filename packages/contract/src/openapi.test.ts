import { describe, expect, it } from 'vitest';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { contract } from './contract.ts';
import { generateOpenApi } from './openapi.ts';

const info = { title: 'Test', version: '1.0.0' };

describe('generateOpenApi', () => {
  const document = generateOpenApi({ contract, info });

  it('documents every route of the contract under its OpenAPI path', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/account/delete',
      '/api/account/email',
      '/api/account/export',
      '/api/account/language',
      '/api/account/password',
      '/api/account/verification-email',
      '/api/admin/analytics/summary',
      '/api/admin/audit-log',
      '/api/admin/claims',
      '/api/admin/claims/{id}/decision',
      '/api/admin/contact-messages',
      '/api/admin/contact-messages/{id}/handled',
      '/api/admin/incidents',
      '/api/admin/incidents/{id}',
      '/api/admin/lawyers',
      '/api/admin/lawyers/export',
      '/api/admin/lawyers/import',
      '/api/admin/lawyers/{id}',
      '/api/admin/lawyers/{id}/hide',
      '/api/admin/lawyers/{id}/restore',
      '/api/admin/lawyers/{id}/verification',
      '/api/admin/outbox',
      '/api/admin/register-imports',
      '/api/admin/retention/run',
      '/api/admin/reviews',
      '/api/admin/reviews/{id}/hide',
      '/api/admin/reviews/{id}/publish',
      '/api/admin/stats',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/export',
      '/api/admin/verifications',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/logout-everywhere',
      '/api/auth/me',
      '/api/auth/oauth-config',
      '/api/auth/password-reset',
      '/api/auth/password-reset/confirm',
      '/api/auth/register',
      '/api/auth/user',
      '/api/auth/verify-email',
      '/api/bookings/manage',
      '/api/bookings/manage/calendar',
      '/api/bookings/manage/cancel',
      '/api/bookings/manage/confirm',
      '/api/bookings/manage/reschedule',
      '/api/bookings/{id}',
      '/api/bookings/{id}/calendar',
      '/api/bookings/{id}/cancel',
      '/api/bookings/{id}/reschedule',
      '/api/cities',
      '/api/cities/practice-areas',
      '/api/claims/{id}',
      '/api/claims/{id}/code',
      '/api/claims/{id}/review',
      '/api/consultation-requests',
      '/api/contact',
      '/api/contact-requests',
      '/api/dev/mailbox',
      '/api/events',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/lawyers',
      '/api/lawyers/accepting-clients/confirm',
      '/api/lawyers/compare',
      '/api/lawyers/my-activity',
      '/api/lawyers/my-availability',
      '/api/lawyers/my-bookings',
      '/api/lawyers/my-bookings/{id}/cancel',
      '/api/lawyers/my-bookings/{id}/release',
      '/api/lawyers/my-contact-requests',
      '/api/lawyers/my-contact-requests/{kind}/{id}/answered',
      '/api/lawyers/my-contact-requests/{kind}/{id}/read',
      '/api/lawyers/my-contact-requests/{kind}/{id}/reply',
      '/api/lawyers/my-profile',
      '/api/lawyers/my-profile/accepting-clients',
      '/api/lawyers/my-profile/verification-request',
      '/api/lawyers/my-reviews',
      '/api/lawyers/my-reviews/{id}/reply',
      '/api/lawyers/nearby-cities',
      '/api/lawyers/profile',
      '/api/lawyers/{id}',
      '/api/lawyers/{id}/bookings',
      '/api/lawyers/{id}/claims',
      '/api/lawyers/{id}/reviews',
      '/api/lawyers/{id}/reviews/link',
      '/api/lawyers/{id}/slots',
      '/api/locations',
      '/api/my-space/bookings',
      '/api/my-space/requests',
      '/api/my-space/requests/{kind}/{id}/reply',
      '/api/my-space/saved-lawyers',
      '/api/my-space/saved-lawyers/{lawyerId}',
      '/api/practice-areas',
      '/api/reviews/{id}/reports',
      '/api/sitemap/lawyers',
      '/api/sitemap/lawyers/{index}',
      '/api/stats',
    ]);
    expect(document.paths['/api/lawyers/{id}']?.get?.operationId).toBe('lawyersGetById');
  });

  it('describes path and query parameters, with what they accept', () => {
    const search = document.paths['/api/lawyers']?.get;
    const param = (name: string) => search?.parameters?.find((p) => p.name === name);
    expect(param('province')).toMatchObject({
      in: 'query',
      required: false,
      schema: { enum: expect.arrayContaining(['ON', 'QC']) },
    });
    expect(param('practiceAreas')).toMatchObject({ schema: { type: 'array', maxItems: 20 } });
    expect(param('pageSize')).toMatchObject({
      schema: { type: 'string', pattern: expect.any(String) },
    });
    expect(document.paths['/api/cities']?.get?.parameters?.[0]).toMatchObject({
      name: 'province',
      required: true,
    });
    expect(document.paths['/api/lawyers/{id}']?.get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('describes every response status with a JSON schema', () => {
    const responses = document.paths['/api/lawyers/{id}']?.get?.responses;
    expect(Object.keys(responses ?? {})).toEqual(['200', '404']);
    expect(responses?.['200']?.content?.['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'name', 'province']),
    });
    expect(JSON.stringify(document)).not.toContain('$schema');
  });

  it('describes request bodies of write routes', () => {
    const c = initContract();
    const withBody = c.router({
      create: {
        method: 'POST',
        path: '/api/things',
        body: z.object({ name: z.string().min(2) }),
        responses: { 201: z.object({ id: z.number() }) },
      },
    });
    const operation = generateOpenApi({ contract: withBody, info }).paths['/api/things']?.post;
    expect(operation?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 2 } },
    });
  });
});
