export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  graphql_public: {
    Tables: {
      [_ in never]: never
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      graphql: {
        Args: {
          extensions?: Json
          operationName?: string
          query?: string
          variables?: Json
        }
        Returns: Json
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
  public: {
    Tables: {
      ai_tools: {
        Row: {
          best_for: string
          category: string
          commercial_use: string
          created_at: string
          has_free_tier: boolean
          id: string
          licence_note: string
          logo_path: string | null
          name: string
          polish_support: string
          position: number
          price_from_usd: number | null
          pricing_note: string
          score: number
          search_text: string | null
          slug: string
          strengths: string[]
          updated_at: string
          url: string
          use_cases: string[]
          vendor: string
          weaknesses: string[]
        }
        Insert: {
          best_for: string
          category: string
          commercial_use: string
          created_at?: string
          has_free_tier: boolean
          id?: string
          licence_note: string
          logo_path?: string | null
          name: string
          polish_support: string
          position?: number
          price_from_usd?: number | null
          pricing_note: string
          score: number
          search_text?: string | null
          slug: string
          strengths?: string[]
          updated_at?: string
          url: string
          use_cases?: string[]
          vendor: string
          weaknesses?: string[]
        }
        Update: {
          best_for?: string
          category?: string
          commercial_use?: string
          created_at?: string
          has_free_tier?: boolean
          id?: string
          licence_note?: string
          logo_path?: string | null
          name?: string
          polish_support?: string
          position?: number
          price_from_usd?: number | null
          pricing_note?: string
          score?: number
          search_text?: string | null
          slug?: string
          strengths?: string[]
          updated_at?: string
          url?: string
          use_cases?: string[]
          vendor?: string
          weaknesses?: string[]
        }
        Relationships: []
      }
      authors: {
        Row: {
          avatar_alt: string | null
          avatar_path: string | null
          bio: string
          created_at: string
          id: string
          name: string
          role: string
          slug: string
          updated_at: string
        }
        Insert: {
          avatar_alt?: string | null
          avatar_path?: string | null
          bio: string
          created_at?: string
          id?: string
          name: string
          role?: string
          slug: string
          updated_at?: string
        }
        Update: {
          avatar_alt?: string | null
          avatar_path?: string | null
          bio?: string
          created_at?: string
          id?: string
          name?: string
          role?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      brand_archetypes: {
        Row: {
          brands: string[]
          colors: string[]
          created_at: string
          description: string
          desire: string
          fear: string
          id: string
          motto: string
          name: string
          position: number
          prompt_tip: string
          slug: string
          summary: string
          traits: string[]
          updated_at: string
          voice: string
        }
        Insert: {
          brands?: string[]
          colors?: string[]
          created_at?: string
          description: string
          desire: string
          fear: string
          id?: string
          motto: string
          name: string
          position: number
          prompt_tip: string
          slug: string
          summary: string
          traits?: string[]
          updated_at?: string
          voice: string
        }
        Update: {
          brands?: string[]
          colors?: string[]
          created_at?: string
          description?: string
          desire?: string
          fear?: string
          id?: string
          motto?: string
          name?: string
          position?: number
          prompt_tip?: string
          slug?: string
          summary?: string
          traits?: string[]
          updated_at?: string
          voice?: string
        }
        Relationships: []
      }
      brand_quiz_questions: {
        Row: {
          answers: Json
          created_at: string
          id: string
          position: number
          question: string
          updated_at: string
        }
        Insert: {
          answers: Json
          created_at?: string
          id?: string
          position: number
          question: string
          updated_at?: string
        }
        Update: {
          answers?: Json
          created_at?: string
          id?: string
          position?: number
          question?: string
          updated_at?: string
        }
        Relationships: []
      }
      contact_messages: {
        Row: {
          consent: boolean
          created_at: string
          email: string
          id: string
          message: string
          name: string
          notified_at: string | null
          status: string
          status_changed_at: string | null
          topic: string
        }
        Insert: {
          consent: boolean
          created_at?: string
          email: string
          id?: string
          message: string
          name: string
          notified_at?: string | null
          status?: string
          status_changed_at?: string | null
          topic?: string
        }
        Update: {
          consent?: boolean
          created_at?: string
          email?: string
          id?: string
          message?: string
          name?: string
          notified_at?: string | null
          status?: string
          status_changed_at?: string | null
          topic?: string
        }
        Relationships: []
      }
      creatures: {
        Row: {
          author_id: string | null
          created_at: string
          id: string
          image_path: string | null
          moderated_at: string | null
          moderated_by: string | null
          name: string
          parts: Json
          rejection_reason: string | null
          status: string
        }
        Insert: {
          author_id?: string | null
          created_at?: string
          id?: string
          image_path?: string | null
          moderated_at?: string | null
          moderated_by?: string | null
          name: string
          parts: Json
          rejection_reason?: string | null
          status?: string
        }
        Update: {
          author_id?: string | null
          created_at?: string
          id?: string
          image_path?: string | null
          moderated_at?: string | null
          moderated_by?: string | null
          name?: string
          parts?: Json
          rejection_reason?: string | null
          status?: string
        }
        Relationships: []
      }
      design_tips: {
        Row: {
          body_md: string
          checklist: string[]
          created_at: string
          id: string
          lead: string
          position: number
          published_at: string | null
          reading_minutes: number
          slug: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          body_md: string
          checklist?: string[]
          created_at?: string
          id?: string
          lead: string
          position: number
          published_at?: string | null
          reading_minutes?: number
          slug: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          body_md?: string
          checklist?: string[]
          created_at?: string
          id?: string
          lead?: string
          position?: number
          published_at?: string | null
          reading_minutes?: number
          slug?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      downloads: {
        Row: {
          created_at: string
          description: string
          file_format: string
          file_path: string
          file_size_bytes: number | null
          id: string
          kind: string
          members_only: boolean
          position: number
          slug: string
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string
          file_format: string
          file_path: string
          file_size_bytes?: number | null
          id?: string
          kind: string
          members_only?: boolean
          position?: number
          slug: string
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string
          file_format?: string
          file_path?: string
          file_size_bytes?: number | null
          id?: string
          kind?: string
          members_only?: boolean
          position?: number
          slug?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      glossary_terms: {
        Row: {
          also_known_as: string | null
          created_at: string
          definition: string
          example: string | null
          id: string
          related_posts: string[]
          related_terms: string[]
          search_text: string | null
          slug: string
          term: string
          updated_at: string
        }
        Insert: {
          also_known_as?: string | null
          created_at?: string
          definition: string
          example?: string | null
          id?: string
          related_posts?: string[]
          related_terms?: string[]
          search_text?: string | null
          slug: string
          term: string
          updated_at?: string
        }
        Update: {
          also_known_as?: string | null
          created_at?: string
          definition?: string
          example?: string | null
          id?: string
          related_posts?: string[]
          related_terms?: string[]
          search_text?: string | null
          slug?: string
          term?: string
          updated_at?: string
        }
        Relationships: []
      }
      inbox_notification_state: {
        Row: {
          id: boolean
          last_sent_at: string | null
        }
        Insert: {
          id?: boolean
          last_sent_at?: string | null
        }
        Update: {
          id?: boolean
          last_sent_at?: string | null
        }
        Relationships: []
      }
      media_items: {
        Row: {
          alt: string
          bucket: string
          bytes: number
          created_at: string
          created_by: string | null
          height: number | null
          id: string
          mime: string
          path: string
          width: number | null
        }
        Insert: {
          alt: string
          bucket?: string
          bytes: number
          created_at?: string
          created_by?: string | null
          height?: number | null
          id?: string
          mime: string
          path: string
          width?: number | null
        }
        Update: {
          alt?: string
          bucket?: string
          bytes?: number
          created_at?: string
          created_by?: string | null
          height?: number | null
          id?: string
          mime?: string
          path?: string
          width?: number | null
        }
        Relationships: []
      }
      newsletter_confirmations: {
        Row: {
          created_at: string
          expires_at: string
          subscriber_id: string
          token_hash: string
          used_at: string | null
        }
        Insert: {
          created_at?: string
          expires_at?: string
          subscriber_id: string
          token_hash: string
          used_at?: string | null
        }
        Update: {
          created_at?: string
          expires_at?: string
          subscriber_id?: string
          token_hash?: string
          used_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "newsletter_confirmations_subscriber_id_fkey"
            columns: ["subscriber_id"]
            isOneToOne: false
            referencedRelation: "newsletter_subscribers"
            referencedColumns: ["id"]
          },
        ]
      }
      newsletter_deliveries: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: string
          issue_id: string
          last_error: string | null
          next_attempt_at: string
          sent_at: string | null
          status: string
          subscriber_id: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: string
          issue_id: string
          last_error?: string | null
          next_attempt_at?: string
          sent_at?: string | null
          status?: string
          subscriber_id: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: string
          issue_id?: string
          last_error?: string | null
          next_attempt_at?: string
          sent_at?: string | null
          status?: string
          subscriber_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "newsletter_deliveries_issue_id_fkey"
            columns: ["issue_id"]
            isOneToOne: false
            referencedRelation: "newsletter_issues"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "newsletter_deliveries_subscriber_id_fkey"
            columns: ["subscriber_id"]
            isOneToOne: false
            referencedRelation: "newsletter_subscribers"
            referencedColumns: ["id"]
          },
        ]
      }
      newsletter_issues: {
        Row: {
          body_html: string | null
          body_md: string
          created_at: string
          failed_count: number
          id: string
          layout: string
          schedule_fired_at: string | null
          scheduled_at: string | null
          send_started_at: string | null
          sent_at: string | null
          sent_count: number
          status: string
          subject: string
          total_count: number
          updated_at: string
          web_view_token_hash: string | null
        }
        Insert: {
          body_html?: string | null
          body_md?: string
          created_at?: string
          failed_count?: number
          id?: string
          layout?: string
          schedule_fired_at?: string | null
          scheduled_at?: string | null
          send_started_at?: string | null
          sent_at?: string | null
          sent_count?: number
          status?: string
          subject: string
          total_count?: number
          updated_at?: string
          web_view_token_hash?: string | null
        }
        Update: {
          body_html?: string | null
          body_md?: string
          created_at?: string
          failed_count?: number
          id?: string
          layout?: string
          schedule_fired_at?: string | null
          scheduled_at?: string | null
          send_started_at?: string | null
          sent_at?: string | null
          sent_count?: number
          status?: string
          subject?: string
          total_count?: number
          updated_at?: string
          web_view_token_hash?: string | null
        }
        Relationships: []
      }
      newsletter_rate_limits: {
        Row: {
          bucket: string
          hits: number
          window_start: string
        }
        Insert: {
          bucket: string
          hits?: number
          window_start: string
        }
        Update: {
          bucket?: string
          hits?: number
          window_start?: string
        }
        Relationships: []
      }
      newsletter_subscribers: {
        Row: {
          bounced_at: string | null
          confirmed_at: string | null
          consent_at: string | null
          consent_source: string
          created_at: string
          email: string
          id: string
          requested_at: string
          status: string
          unsubscribed_at: string | null
          updated_at: string
        }
        Insert: {
          bounced_at?: string | null
          confirmed_at?: string | null
          consent_at?: string | null
          consent_source?: string
          created_at?: string
          email: string
          id?: string
          requested_at?: string
          status?: string
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Update: {
          bounced_at?: string | null
          confirmed_at?: string | null
          consent_at?: string | null
          consent_source?: string
          created_at?: string
          email?: string
          id?: string
          requested_at?: string
          status?: string
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      parameter_guides: {
        Row: {
          article_slug: string | null
          base_prompt: string
          body_md: string
          cover_alt: string | null
          cover_path: string | null
          created_at: string
          default_value: number | null
          id: string
          kind: string
          lead: string
          max_value: number | null
          min_value: number | null
          parameter: string
          slug: string
          step: number | null
          steps: Json
          title: string
          updated_at: string
        }
        Insert: {
          article_slug?: string | null
          base_prompt: string
          body_md: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          default_value?: number | null
          id?: string
          kind: string
          lead: string
          max_value?: number | null
          min_value?: number | null
          parameter: string
          slug: string
          step?: number | null
          steps: Json
          title: string
          updated_at?: string
        }
        Update: {
          article_slug?: string | null
          base_prompt?: string
          body_md?: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          default_value?: number | null
          id?: string
          kind?: string
          lead?: string
          max_value?: number | null
          min_value?: number | null
          parameter?: string
          slug?: string
          step?: number | null
          steps?: Json
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      posts: {
        Row: {
          author_id: string | null
          body_md: string
          cover_alt: string | null
          cover_path: string | null
          created_at: string
          id: string
          lead: string
          published_at: string | null
          reading_minutes: number
          scheduled_for: string | null
          search_text: string | null
          section: string
          seo_description: string | null
          seo_title: string | null
          slug: string
          status: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          body_md: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          id?: string
          lead: string
          published_at?: string | null
          reading_minutes?: number
          scheduled_for?: string | null
          search_text?: string | null
          section?: string
          seo_description?: string | null
          seo_title?: string | null
          slug: string
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          body_md?: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          id?: string
          lead?: string
          published_at?: string | null
          reading_minutes?: number
          scheduled_for?: string | null
          search_text?: string | null
          section?: string
          seo_description?: string | null
          seo_title?: string | null
          slug?: string
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "authors"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_results: {
        Row: {
          answers: string
          created_at: string
          id: string
          quiz: string
          result_slug: string
          user_id: string
        }
        Insert: {
          answers: string
          created_at?: string
          id?: string
          quiz?: string
          result_slug: string
          user_id?: string
        }
        Update: {
          answers?: string
          created_at?: string
          id?: string
          quiz?: string
          result_slug?: string
          user_id?: string
        }
        Relationships: []
      }
      site_pages: {
        Row: {
          body_md: string
          cover_alt: string | null
          cover_path: string | null
          created_at: string
          description: string
          id: string
          published_at: string | null
          slug: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          body_md: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          description: string
          id?: string
          published_at?: string | null
          slug: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          body_md?: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          description?: string
          id?: string
          published_at?: string | null
          slug?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      survey_questions: {
        Row: {
          created_at: string
          id: string
          kind: string
          options: string[]
          position: number
          question: string
          required: boolean
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          kind: string
          options?: string[]
          position: number
          question: string
          required?: boolean
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          kind?: string
          options?: string[]
          position?: number
          question?: string
          required?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      survey_responses: {
        Row: {
          answers: Json
          created_at: string
          id: string
          notified_at: string | null
          status: string
          status_changed_at: string | null
        }
        Insert: {
          answers: Json
          created_at?: string
          id?: string
          notified_at?: string | null
          status?: string
          status_changed_at?: string | null
        }
        Update: {
          answers?: Json
          created_at?: string
          id?: string
          notified_at?: string | null
          status?: string
          status_changed_at?: string | null
        }
        Relationships: []
      }
      tool_comparisons: {
        Row: {
          body_md: string
          cover_alt: string | null
          cover_path: string | null
          created_at: string
          id: string
          lead: string
          published_at: string | null
          slug: string
          status: string
          title: string
          tool_slugs: string[]
          updated_at: string
        }
        Insert: {
          body_md: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          id?: string
          lead: string
          published_at?: string | null
          slug: string
          status?: string
          title: string
          tool_slugs: string[]
          updated_at?: string
        }
        Update: {
          body_md?: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          id?: string
          lead?: string
          published_at?: string | null
          slug?: string
          status?: string
          title?: string
          tool_slugs?: string[]
          updated_at?: string
        }
        Relationships: []
      }
      training_inquiries: {
        Row: {
          company: string | null
          consent: boolean
          created_at: string
          email: string
          id: string
          message: string
          name: string
          notified_at: string | null
          offer_slug: string
          participants: number | null
          status: string
          status_changed_at: string | null
        }
        Insert: {
          company?: string | null
          consent: boolean
          created_at?: string
          email: string
          id?: string
          message: string
          name: string
          notified_at?: string | null
          offer_slug: string
          participants?: number | null
          status?: string
          status_changed_at?: string | null
        }
        Update: {
          company?: string | null
          consent?: boolean
          created_at?: string
          email?: string
          id?: string
          message?: string
          name?: string
          notified_at?: string | null
          offer_slug?: string
          participants?: number | null
          status?: string
          status_changed_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "training_inquiries_offer_slug_fkey"
            columns: ["offer_slug"]
            isOneToOne: false
            referencedRelation: "training_offers"
            referencedColumns: ["slug"]
          },
        ]
      }
      training_offers: {
        Row: {
          accepts_inquiries: boolean
          archived: boolean
          body_md: string
          created_at: string
          duration: string | null
          faq: Json
          format: string | null
          id: string
          inquiry_kind: string
          lead: string
          nav_label: string
          position: number
          price_note: string | null
          price_pln: number | null
          programme: string[]
          published_at: string | null
          slug: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          accepts_inquiries?: boolean
          archived?: boolean
          body_md: string
          created_at?: string
          duration?: string | null
          faq?: Json
          format?: string | null
          id?: string
          inquiry_kind?: string
          lead: string
          nav_label: string
          position: number
          price_note?: string | null
          price_pln?: number | null
          programme?: string[]
          published_at?: string | null
          slug: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          accepts_inquiries?: boolean
          archived?: boolean
          body_md?: string
          created_at?: string
          duration?: string | null
          faq?: Json
          format?: string | null
          id?: string
          inquiry_kind?: string
          lead?: string
          nav_label?: string
          position?: number
          price_note?: string | null
          price_pln?: number | null
          programme?: string[]
          published_at?: string | null
          slug?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      ux_laws: {
        Row: {
          category: string
          created_at: string
          description: string
          example: string
          id: string
          name: string
          origin: string
          original_name: string
          position: number
          slug: string
          summary: string
          tip: string
          updated_at: string
        }
        Insert: {
          category: string
          created_at?: string
          description: string
          example: string
          id?: string
          name: string
          origin: string
          original_name: string
          position: number
          slug: string
          summary: string
          tip: string
          updated_at?: string
        }
        Update: {
          category?: string
          created_at?: string
          description?: string
          example?: string
          id?: string
          name?: string
          origin?: string
          original_name?: string
          position?: number
          slug?: string
          summary?: string
          tip?: string
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      admin_inbox: {
        Row: {
          answers: Json | null
          company: string | null
          created_at: string | null
          email: string | null
          id: string | null
          kind: string | null
          message: string | null
          name: string | null
          participants: number | null
          source: string | null
          status: string | null
          status_changed_at: string | null
          subject: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_dashboard: { Args: never; Returns: Json }
      ai_tools_next_position: { Args: never; Returns: number }
      claim_inbox_notifications: {
        Args: { p_min_interval_seconds?: number }
        Returns: Json
      }
      creature_limit_problem: { Args: { author: string }; Returns: string }
      creature_parts_are_valid: { Args: { p_parts: Json }; Returns: boolean }
      creature_submission_problem: { Args: never; Returns: string }
      is_admin: { Args: never; Returns: boolean }
      is_admin_aal2: { Args: never; Returns: boolean }
      media_item_usages: {
        Args: { item_id?: string }
        Returns: {
          as_cover: boolean
          in_body: boolean
          media_item_id: string
          post_id: string
          post_section: string
          post_slug: string
          post_status: string
          post_title: string
        }[]
      }
      moderate_creatures: {
        Args: { p_ids: string[]; p_reason?: string; p_status: string }
        Returns: {
          author_id: string | null
          created_at: string
          id: string
          image_path: string | null
          moderated_at: string | null
          moderated_by: string | null
          name: string
          parts: Json
          rejection_reason: string | null
          status: string
        }[]
        SetofOptions: {
          from: "*"
          to: "creatures"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      my_newsletter_status: { Args: never; Returns: string }
      newsletter_cancel_scheduled_send: {
        Args: { p_issue_id: string }
        Returns: Json
      }
      newsletter_claim_deliveries: {
        Args: { p_issue_id: string; p_lease_seconds: number; p_limit: number }
        Returns: {
          attempts: number
          delivery_id: string
          email: string
          subscriber_id: string
        }[]
      }
      newsletter_confirm: { Args: { p_token_hash: string }; Returns: string }
      newsletter_erase_subscriber: {
        Args: { p_subscriber_id: string }
        Returns: Json
      }
      newsletter_forget_unconfirmed: { Args: never; Returns: number }
      newsletter_issue_by_token: {
        Args: { p_token: string }
        Returns: {
          body_html: string
          layout: string
          sent_at: string
          subject: string
        }[]
      }
      newsletter_record_delivery: {
        Args: {
          p_delivery_id: string
          p_error?: string
          p_max_attempts?: number
          p_outcome: string
        }
        Returns: undefined
      }
      newsletter_request_send: { Args: { p_issue_id: string }; Returns: number }
      newsletter_schedule_job_name: {
        Args: { p_issue_id: string }
        Returns: string
      }
      newsletter_schedule_send: {
        Args: { p_at: string; p_issue_id: string }
        Returns: Json
      }
      newsletter_scheduled_tick: {
        Args: { p_issue_id: string }
        Returns: string
      }
      newsletter_send_progress: { Args: { p_issue_id: string }; Returns: Json }
      newsletter_start_send: {
        Args: {
          p_body_html: string
          p_issue_id: string
          p_web_view_token_hash: string
        }
        Returns: Json
      }
      newsletter_subscribe: {
        Args: {
          p_email: string
          p_email_bucket: string
          p_email_limit: number
          p_ip_bucket: string
          p_ip_limit: number
          p_source: string
          p_token_hash: string
          p_total_limit: number
        }
        Returns: string
      }
      newsletter_unsubscribe: {
        Args: { p_subscriber_id: string }
        Returns: string
      }
      release_inbox_notifications: {
        Args: { p_ids: string[] }
        Returns: undefined
      }
      reorder_ai_tools: {
        Args: { expected_order?: string[]; ids: string[] }
        Returns: undefined
      }
      search_fold: { Args: { parts: string[] }; Returns: string }
      set_my_newsletter_subscription: {
        Args: { subscribe: boolean }
        Returns: string
      }
      slug_available: {
        Args: { except_id?: string; slug: string }
        Returns: boolean
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  graphql_public: {
    Enums: {},
  },
  public: {
    Enums: {},
  },
} as const

